import { definePlatform, lookup } from '../../rules/index.js';

const FORMAT_MIME = { pdf: 'PDF', xml: 'XML', bibtex: 'BIBTEX' };

export default definePlatform({
  name: 'zbmath',
  longName: 'ZentralBlatt',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5672d20f689d834f37c1b037',
  status: 'stable',
  domains: ['zbmath.org'],
  rules: [
    {
      path: /^\/(?<format>pdf|xml|bibtex)\/(?<id>[0-9]+)\.[a-z]+$/i,
      fields: { rtype: 'RECORD_VIEW', mime: lookup('{format}', FORMAT_MIME), unitid: '{id}' },
    },
    {
      path: /^\/classification\/?$/i,
      query: { q: true },
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '0' },
    },
  ],
});
