import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mr',
  longName: 'Market Research',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61706d392c65df5495fff61e',
  status: 'beta',
  domains: ['www.marketresearch.com'],
  rules: [
    {
      path: /^\/(?<db>[a-z]+)\/Product\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    {
      path: /^\/(?<db>[a-z]+)\/Search\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{db}' },
    },
  ],
});
