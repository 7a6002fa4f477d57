import { definePlatform, lookup } from '../../rules/index.js';

// The detail page says the publication's document type in the facet it was opened from.
const DOCUMENT_TYPE_RTYPE = {
  RESEARCH_ARTICLE: 'ARTICLE',
  CONFERENCE_PAPER: 'ARTICLE',
  BOOK_REVIEW: 'ARTICLE',
  LETTER_TO_EDITOR: 'ARTICLE',
  EDITORIAL: 'ARTICLE',
  CORRECTION_ERRATUM: 'ARTICLE',
  REVIEW_ARTICLE: 'ARTICLE',
  CONFERENCE_ABSTRACT: 'ABS',
  REFERENCE_WORK: 'ENCYCLOPAEDIA_ENTRY',
  RESEARCH_CHAPTER: 'BOOK_SECTION',
  OTHER_BOOK_CONTENT: 'BOOK_SECTION',
};

export default definePlatform({
  name: 'dimensions',
  longName: 'Dimensions',
  docUrl: 'http://analyses.ezpaarse.org/platforms/661934cda4bc76f0dee1419f',
  status: 'beta',
  domains: ['app.dimensions.ai', 'app-dimensions-ai.zulib.idm.oclc.org', 'app-dimensions-ai'],
  rules: [
    {
      path: /^\/details\/publication\/(?<id>pub\.[0-9]+)$/i,
      fields: {
        rtype: lookup('{q.or_facet_document_type}', DOCUMENT_TYPE_RTYPE, 'OTHER'),
        mime: 'HTML',
        pii: '{id}',
        unitid: '{id}',
      },
    },
    { path: /^\/discover\/[a-z_]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
