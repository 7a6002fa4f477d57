import { definePlatform, lookup, lower } from '../../rules/index.js';

// The reference prefixes the page name with the journal code (ap + index → apindex).
export default definePlatform({
  name: 'palgrave-journals',
  longName: 'Palgrave Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a87b453a6718c446c6fdf4',
  publisherName: 'Palgrave Macmillan',
  status: 'stable',
  domains: ['www.palgrave-journals.com'],
  rules: [
    {
      path: /^\/(?<code>[a-z]+)\/journal\/v[0-9]+\/n[0-9]+\/(?<kind>full|abs|pdf)\/(?<id>[a-z0-9]+)\.(?<ext>html|pdf)$/i,
      fields: {
        rtype: lookup(lower('{kind}'), { abs: 'ABS' }, 'ARTICLE'),
        mime: lookup(lower('{ext}'), { pdf: 'PDF' }, 'HTML'),
        title_id: '{code}',
        unitid: '{code}{id}',
      },
    },
    {
      path: /^\/(?<code>[a-z]+)\/journal\/v[0-9]+\/n[0-9]+\/index\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}index' },
    },
  ],
});
