import { definePlatform } from '../../rules/index.js';

// Document ids: <source>_<id>_<suffix> (EN_… encyclopedias, JP_… decisions…).
const DOC = '(?<id>[A-Z]{2,}_[A-Z0-9_-]+)';

export default definePlatform({
  name: 'lexis360i',
  longName: 'Lexis360Intelligence',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63be84cb24746a031c664ee1',
  status: 'beta',
  domains: ['www.lexis360intelligence.fr'],
  rules: [
    {
      path: new RegExp(`^/api/document/records/${DOC}/pdf$`, 'i'),
      fields: { rtype: 'JURISPRUDENCE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/(?:[^/]+/)*document/${DOC}$`, 'i'),
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/api\/recherche\/+search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
