import { definePlatform, issueFields, lookup } from '../../rules/index.js';

// Silverchair journals: /<code>/article[-pdf]/<vol>/<issue>/<page>/<id>/…
// TODO(#10): move to the silverchair family
export default definePlatform({
  name: 'mit-press-direct',
  longName: 'MIT Press Direct',
  status: 'beta',
  domains: ['direct.mit.edu'],
  rules: [
    {
      path: /^\/(?<code>[a-z]+)\/article(?<pdf>-pdf)?\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<page>[0-9a-z]+)\/[0-9]+(?:\/|$)/i,
      fields: {
        ...issueFields(
          'ARTICLE',
          lookup('{pdf}', { '-pdf': 'PDF' }, 'HTML'),
          '{code}-{vol}-{issue}-{page}',
        ),
        spage: '{page}',
      },
    },
    {
      path: /^\/books\/[a-z-]+\/(?<book>[0-9]+)\/chapter(?:-abstract)?\/(?<chapter>[0-9]+)(?:\/|$)/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        title_id: '{book}',
        unitid: '{book}-{chapter}',
      },
    },
    { path: /^\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
