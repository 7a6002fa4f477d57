import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'british-history',
  longName: 'British History Online',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.british-history.ac.uk', 'british-history.ac.uk'],
  rules: [
    { path: /^\/?$/, fields: { rtype: 'CONNECTION', mime: 'MISC' } },
    { path: /^\/search(?:\/.*)?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    // A page range of a volume: /<series>[/<sub>]/vol<n>/pp<a>-<b>
    {
      path: /^\/(?<id>(?<series>[a-z0-9-]+(?:\/(?!vol[0-9])[a-z0-9-]+)?)(?:\/vol[^/]+)?\/pp?[0-9]+(?:-[0-9]+)?)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{series}', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>(?<series>[a-z0-9-]+)(?:\/[a-z0-9-]+)?)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{series}', unitid: '{id}' },
    },
  ],
});
