import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'nfbc',
  longName: 'National Film Board of Canada',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6172d779e6d9635a384538e7',
  status: 'beta',
  domains: ['www.nfb.ca'],
  rules: [
    {
      path: /^\/(?:film|series)\/(?<slug>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
