import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ois',
  longName: 'Oxford Islamic Studies',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a27c3c8a433e2594fe61d24',
  status: 'beta',
  domains: ['www.oxfordislamicstudies.com'],
  rules: [
    // Images inside an entry; the "full" view of an image is a record page.
    {
      path: /^\/article\/full\/opr\/[^/]+\/[^/]+\/images\/(?<id>[^/]+)\.(?:jpe?g|gif|png)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/article\/opr\/[^/]+\/[^/]+\/images\/(?<id>[^/]+)\.(?:jpe?g)$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', unitid: '{id}' },
    },
    {
      path: /^\/article\/book\/[a-z]+-(?<isbn>[0-9]{13})\/(?<id>[a-z]+-[0-9]{13}-[^/]+)$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'MISC', print_identifier: '{isbn}', unitid: '{id}' },
    },
    // Reference entries: /article/opr/<work>/<entry> (the reference gives no rtype).
    {
      path: /^\/article\/opr\/(?<id>[^/]+\/[^/]+)$/i,
      fields: { mime: 'MISC', unitid: '{id}' },
    },
  ],
});
