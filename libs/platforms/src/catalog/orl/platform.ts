import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'orl',
  longName: "O'Reilly Learning",
  docUrl: 'http://analyses.ezpaarse.org/platforms/63ebdf6531a82b68774e9827',
  status: 'beta',
  domains: ['learning.oreilly.com'],
  rules: [
    {
      path: /^\/library\/view\/[^/]+\/(?<isbn>[0-9]{12}[0-9X])\/[^/]+\.x?html$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', print_identifier: '{isbn}', unitid: '{isbn}' },
    },
    {
      path: /^\/library\/view\/[^/]+\/(?<isbn>[0-9]{12}[0-9X])\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', print_identifier: '{isbn}', unitid: '{isbn}' },
    },
    {
      path: /^\/videos\/[^/]+\/[0-9X]+\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:playlists|topics)\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
