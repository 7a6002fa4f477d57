import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'sclw',
  longName: 'South Carolina Lawyers Weekly',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60534d40068a8c0de7bb4b69',
  status: 'beta',
  domains: ['sclawyersweekly.com'],
  rules: [
    { path: /^\/?$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z-]+\/(?<y>[0-9]{4})\/(?<m>[0-9]{2})\/(?<d>[0-9]{2})\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{y}-{m}-{d}', unitid: '{slug}' },
    },
  ],
});
