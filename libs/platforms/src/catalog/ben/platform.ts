import { definePlatform } from '../../rules/index.js';

// John Benjamins online resources: /online/<resource>/…
export default definePlatform({
  name: 'ben',
  longName: 'Benjamins',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64ad733df42178dc451bcf6a',
  status: 'beta',
  domains: ['www.benjamins.com', 'benjamins.com'],
  rules: [
    {
      path: /^\/online\/(?<db>[a-z]+)\/articles\/(?<id>[a-z0-9]+)(?:\.[a-z]{2})?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', db_id: '{db}', title_id: '{db}', unitid: '{id}' },
    },
    {
      path: /^\/online\/(?<db>[a-z]+)\/search\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{db}' },
    },
    {
      path: /^\/online\/(?<db>[a-z]+)\/publications\/(?<id>[0-9]+)$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
  ],
});
