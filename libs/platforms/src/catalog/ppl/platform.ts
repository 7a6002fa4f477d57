import { definePlatform, issueToc } from '../../rules/index.js';

export default definePlatform({
  name: 'ppl',
  longName: 'Peeters Publishers Leuven',
  docUrl: 'http://analyses.ezpaarse.org/platforms/624c9b59d974dc741157d4d9',
  status: 'beta',
  domains: ['www.peeters-leuven.be', 'poj.peeters-leuven.be'],
  rules: [
    { path: /^\/search_results\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/content\.php$/i,
      query: {
        url: 'issue',
        journal_code: /^(?<code>[a-z]+)$/i,
        vol: /^(?<vol>[0-9]+)$/,
        issue: /^(?<issue>[0-9]+)$/,
      },
      fields: issueToc('{code}'),
    },
    {
      path: /^\/content\.php$/i,
      query: { url: 'article', id: /^(?<id>[0-9]+)$/, journal_code: /^(?<code>[a-z]+)$/i },
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
  ],
});
