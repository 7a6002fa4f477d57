import { definePlatform, lookup } from '../../rules/index.js';

// Single-page app: #/o/<kind>/detail/<id>
const KIND_RTYPE = { book: 'BOOK_SECTION', document: 'CODE_JURIDIQUE' };
const KIND_MIME = { book: 'PDF', document: 'HTML' };

export default definePlatform({
  name: 'lex',
  longName: 'LexNow',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c7335cd6390378c199b8dc',
  status: 'beta',
  domains: ['app.lexnow.lu'],
  rules: [
    {
      path: /^\/$/,
      hash: /^#\/o\/(?<kind>book|document)\/detail\/(?<id>[0-9]+)/i,
      fields: {
        rtype: lookup('{kind}', KIND_RTYPE),
        mime: lookup('{kind}', KIND_MIME),
        unitid: '{id}',
      },
    },
  ],
});
