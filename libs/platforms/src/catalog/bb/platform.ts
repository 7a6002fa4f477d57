import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'bb',
  longName: 'Bloomsbury',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61686937fd6ad31ec772d03f/',
  status: 'beta',
  domains: ['www.bloomsburycollections.com'],
  rules: [
    {
      path: /^\/book\/(?<book>[^/]+)\/(?<chapter>[^/]+)\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{book}', unitid: '{chapter}' },
    },
    // The same chapter read online.
    {
      path: /^\/book\/(?<book>[^/]+)\/(?<chapter>[^/.]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{book}', unitid: '{chapter}' },
    },
    {
      path: /^\/book\/(?<book>[^/]+)\/?$/i,
      fields: titleToc('{book}'),
    },
  ],
});
