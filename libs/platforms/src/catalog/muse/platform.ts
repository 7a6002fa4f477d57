import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'muse',
  longName: 'Project MUSE',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54107081d62910b86a26b8b8',
  publisherName: 'Johns Hopkins University Press',
  status: 'stable',
  domains: ['muse.jhu.edu'],
  rules: [
    // Legacy /journals/<title>/… pages.
    {
      path: /^\/journals\/(?<code>[a-z0-9_-]+)\/(?<id>toc\/[^/]+)\.html$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}/{id}' },
    },
    {
      path: /^\/journals\/(?<code>[a-z0-9_-]+)\/(?<id>(?<summary>summary\/)?v[0-9]+\/[^/]+)\.(?<ext>html|pdf)$/i,
      fields: {
        rtype: lookup('{summary}', { 'summary/': 'ABS' }, 'ARTICLE'),
        mime: lookup('{summary}', { 'summary/': 'MISC' }, lookup('{ext}', { pdf: 'PDF' }, 'HTML')),
        title_id: '{code}',
        unitid: '{code}/{id}',
      },
    },
    {
      path: /^\/journals\/(?<code>[a-z0-9_-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{code}', unitid: '{code}' },
    },
    {
      path: /^\/books\/(?<isbn>[0-9]{12}[0-9X])\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'MISC',
        print_identifier: '{isbn}',
        title_id: '{isbn}',
        unitid: '{isbn}',
      },
    },
    {
      path: /^\/books\/(?<isbn>[0-9]{12}[0-9X])\/(?<id>[0-9X]+-[0-9]+)\.pdf$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'PDF',
        print_identifier: '{isbn}',
        title_id: '{isbn}',
        unitid: '{id}',
      },
    },
    // Current /<kind>/<number> pages.
    {
      path: /^\/article\/(?<id>[0-9]+)(?<pdf>\/pdf)?\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{pdf}', { '/pdf': 'PDF' }, 'HTML'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?:journal|book)\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/issue\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/chapter\/(?<id>[0-9]+)(?:\/pdf)?\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
