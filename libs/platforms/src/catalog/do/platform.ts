import { definePlatform } from '../../rules/index.js';

// Documents are `do-<ISBN-13>`; audio items keep only the ISBN as unitid.
const DOCID = /^do-(?<isbn>97[89][0-9]{10})$/i;

export default definePlatform({
  name: 'do',
  longName: 'Drama Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/620532414aeffb2f81ea4aa5',
  status: 'beta',
  domains: ['www.dramaonlinelibrary.com'],
  rules: [
    {
      path: /^\/audio$/i,
      query: { docid: DOCID },
      fields: { rtype: 'AUDIO', mime: 'HTML', unitid: '{isbn}' },
    },
    {
      path: /^\/[a-z]+-detail$/i,
      query: { docid: DOCID },
      fields: { rtype: 'BOOK', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    { path: /^\/search-results$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
