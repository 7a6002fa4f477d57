import { definePlatform, extract, lookup } from '../../rules/index.js';

// The `json` parameter says which part of the portal the document comes from.
const DOC_PART_RTYPE = { L: 'JURISPRUDENCE', C: 'CODE_JURIDIQUE', K: 'ARTICLE' };

export default definePlatform({
  name: 'jurispro',
  longName: 'Juris Professionell',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c72de5b619076ee686bdda',
  status: 'beta',
  domains: ['www.juris.de'],
  rules: [
    {
      path: /^\/jportal\/recherche3doc\/(?<id>[^/]+)\.pdf$/i,
      fields: {
        rtype: lookup(extract('{q.json}', /"docPart":"(?<part>[A-Z])"/, 'part'), DOC_PART_RTYPE),
        mime: 'PDF',
        unitid: '{id}',
      },
    },
  ],
});
