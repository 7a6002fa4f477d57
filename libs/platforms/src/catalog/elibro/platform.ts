import { definePlatform, pick, has } from '../../rules/index.js';

// Paths are /<lang>/<app>/<institution>/…; the reader serves EPUB under /epub/, PDF otherwise.
export default definePlatform({
  name: 'elibro',
  longName: 'eLibro.net',
  docUrl: 'https://analyses.ezpaarse.org/platforms/67509af93595021835be6e3f',
  status: 'beta',
  domains: ['elibro.net'],
  rules: [
    {
      path: /^\/[a-z]{2}\/ereader\/[a-z0-9_-]+\/(?:(?<epub>epub)\/)?(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'BOOK', mime: pick(has('{epub}'), 'EPUB', 'PDF'), unitid: '{id}' },
    },
    {
      path: /^\/[a-z]{2}\/lc\/[a-z0-9_-]+\/titulos\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]{2}\/lc\/[a-z0-9_-]+\/colecciones\/[a-z0-9]+\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
    {
      path: /^\/[a-z]{2}\/lc\/[a-z0-9_-]+\/busqueda(?:_avanzada)?\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
