import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'as',
  longName: 'Acta Sanctorum',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a1fe2830f7c7a0592644f82',
  status: 'beta',
  domains: ['acta.chadwyck.co.uk'],
  rules: [
    {
      path: /^\/all\/fulltext$/i,
      query: { ID: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
