import { definePlatform, lookup, lower } from '../../rules/index.js';

const SECTION = {
  productions: ['VIDEO', 'MISC'],
  interviews: ['VIDEO', 'MISC'],
  guides: ['BOOK', 'HTML'],
  'lesson-plans': ['OTHER', 'HTML'],
} as const;
const rtypeOf = Object.fromEntries(Object.entries(SECTION).map(([k, [rtype]]) => [k, rtype]));
const mimeOf = Object.fromEntries(Object.entries(SECTION).map(([k, [, mime]]) => [k, mime]));

export default definePlatform({
  name: 'dtp',
  longName: 'Digital Theatre Plus',
  docUrl: 'http://analyses.ezpaarse.org/platforms/65dd027d42b586903e567c17',
  status: 'beta',
  domains: ['edu.digitaltheatreplus.com'],
  rules: [
    {
      path: /^\/content\/(?<section>productions|interviews|guides|lesson-plans)\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: {
        rtype: lookup(lower('{section}'), rtypeOf),
        mime: lookup(lower('{section}'), mimeOf),
        title_id: '{slug}',
        unitid: '{slug}',
      },
    },
    { path: /^\/content\/[a-z-]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
