import { definePlatform } from '../../rules/index.js';

// Issues: /<country>/<title>/<yyyymmdd>[/page/<n> | /textview | …].
export default definePlatform({
  name: 'pr',
  longName: 'PressReader',
  docUrl: 'http://ang.couperin.org/platforms/5a01d089850b09ec1bb4720d',
  status: 'beta',
  domains: ['www.pressreader.com'],
  rules: [
    {
      path: /^\/[a-z-]+\/(?<title>[a-z0-9-]+)\/(?<date>(?<y>[0-9]{4})(?<m>[0-9]{2})(?<d>[0-9]{2}))(?:\/.*)?$/i,
      fields: {
        rtype: 'ISSUE',
        mime: 'HTML',
        publication_date: '{y}-{m}-{d}',
        title_id: '{title}',
        unitid: '{title}/{date}',
      },
    },
  ],
});
