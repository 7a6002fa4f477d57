import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'coin',
  longName: 'Company.Info',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62728c9fcc5b373c01597a12',
  status: 'beta',
  domains: ['company.info'],
  rules: [
    {
      path: /^\/id\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/resources\/files\/reports\/(?:[0-9]+\/)*(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/[a-z]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
