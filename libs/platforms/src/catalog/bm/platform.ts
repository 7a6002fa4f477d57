import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bm',
  longName: 'Brief.me',
  docUrl: 'https://analyses.ezpaarse.org/platforms/62053238fb08d26b77e1c208',
  status: 'beta',
  domains: ['app.brief.me'],
  rules: [
    {
      path: /^\/article\/(?<id>(?<date>[0-9]{4}-[0-9]{2}-[0-9]{2})-[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{date}', unitid: '{id}' },
    },
  ],
});
