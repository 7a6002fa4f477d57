import { definePlatform } from '../../rules/index.js';

// CAB eBooks chapters are addressed by their CAB abstract number.
export default definePlatform({
  name: 'cabi',
  longName: 'CAB eBooks',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58e79c891983529fd37568a7',
  status: 'beta',
  domains: ['cabi.org', 'www.cabi.org'],
  rules: [
    {
      path: /^\/cabebooks\/FullTextPDF\/[0-9]{4}\/(?<id>[0-9]+)\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/cabebooks\/ebook\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
