import { definePlatform, lookup } from '../../rules/index.js';

// /<section>/<id>-<slug>: the section gives the kind of document.
const SECTION_RTYPE = {
  'sommaire-texte-de-loi': 'TOC',
  'texte-de-loi': 'CODE_JURIDIQUE',
  'revues-juridiques': 'ARTICLE',
  'article-encyclopedie-juridique': 'ENCYCLOPAEDIA_ENTRY',
  'encyclopedie-juridique': 'ENCYCLOPAEDIA_ENTRY',
  jurisprudence: 'JURISPRUDENCE',
};

export default definePlatform({
  name: 'lexbase',
  longName: 'Lexbase',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552ceae01cfa5a7324cc617b',
  status: 'rc2',
  domains: ['www.lexbase.fr', 'www.lexbase-academie.fr'],
  rules: [
    {
      path: /^\/(?<section>[a-z-]+)\/(?<id>[0-9]+)(?:-[^/]*)?$/i,
      fields: { rtype: lookup('{section}', SECTION_RTYPE), mime: 'HTML', unitid: '{id}' },
      analyze: (ctx) =>
        (ctx.capture('section')?.toLowerCase() ?? '') in SECTION_RTYPE ? {} : undefined,
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
