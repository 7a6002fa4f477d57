import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'chem-ref',
  longName: 'Chem Reference',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f95c932147050020819150',
  status: 'beta',
  domains: ['www.chem-reference.com', 'chem-reference.com'],
  rules: [
    // The PDF viewer shows one page of a chapter (PAGE parameter).
    {
      path: /^\/viewpdf\/view[0-9]*\.php$/i,
      query: { PAGE: true },
      fields: { rtype: 'BOOK_PAGE', mime: 'PDF' },
    },
  ],
});
