import { definePlatform, firstOf } from '../../rules/index.js';

// Records carry their Duxiu number (`dxNumber` or `dxid`) and a checksum `d` used as unitid.
const DX = /^(?<dx>[0-9]+)$/;
const dxNumber = firstOf('{q.dxNumber}', '{q.dxid}');

export default definePlatform({
  name: 'duxiu',
  longName: 'Duxiu',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: [
    'book.duxiu.com',
    'count.duxiu.com',
    'frelt.duxiu.com',
    'img.duxiu.com',
    'jour.duxiu.com',
    'newspaper.duxiu.com',
    'qk.duxiu.com',
    'qw.duxiu.com',
    'relt.duxiu.com',
    'relt1.duxiu.com',
    'relt2.duxiu.com',
    'simg.duxiu.com',
    'unicover.duxiu.com',
    'vrefer.duxiu.com',
    'www.duxiu.com',
    'duxiu.com',
  ],
  rules: [
    {
      path: /^\/godownpdf\.jsp$/i,
      query: { dxNumber: DX, a: /^(?<a>[0-9A-F]+)$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{dx}', unitid: '{a}' },
    },
    {
      path: /^\/godowndoc\.jsp$/i,
      query: { d: /^(?<d>[0-9A-F]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: dxNumber, unitid: '{d}' },
    },
    {
      path: /^\/readDetail\.jsp$/i,
      query: { d: /^(?<d>[0-9A-F]+)$/i },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: dxNumber, unitid: '{d}' },
    },
    {
      path: /^\/(?:[a-z]+Detail(?:\.jsp)?|godownexam\.jsp)$/i,
      query: { d: /^(?<d>[0-9A-F]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: dxNumber, unitid: '{d}' },
    },
    // The dictionary shows the definition of the searched word directly.
    {
      path: /^\/searchDict$/i,
      query: { sw: true },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{q.sw}' },
    },
    {
      path: /^\/(?:getPage|gosearch\.jsp|search[a-z]+)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
