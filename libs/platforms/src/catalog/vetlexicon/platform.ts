import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'vetlexicon',
  longName: 'Vetlexicon',
  docUrl: 'http://analyses.ezpaarse.org/platforms/634041e121153d0024d847c5',
  status: 'beta',
  domains: ['www.vetlexicon.com'],
  rules: [
    { path: /^\/treat\/search\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/treat\/[a-z]+\/[a-z-]+\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
