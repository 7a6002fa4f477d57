import { definePlatform } from '../../rules/index.js';

// WordPress site: articles are root-level slugs, search is `?s=`.
export default definePlatform({
  name: 'tpmw',
  longName: 'The Practising Midwife',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c83b17bee9e887699b969c',
  status: 'beta',
  domains: ['www.all4maternity.com'],
  rules: [
    { path: /^\/?$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
