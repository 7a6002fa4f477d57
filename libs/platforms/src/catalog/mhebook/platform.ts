import { definePlatform, titleToc } from '../../rules/index.js';

// Atypon-hosted e-books /doi/book/10.1036/<isbn>: the contents tab is the TOC, the bare page a record.
export default definePlatform({
  name: 'mhebook',
  longName: 'McGraw Hill Education Book Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fef4aa54cd3213572b93327',
  status: 'beta',
  domains: ['mhebooklibrary.com'],
  rules: [
    {
      path: /^\/doi\/book\/10\.[0-9]{4,9}\/(?<isbn>[0-9X]+)\/?$/i,
      query: { contentTab: 'true' },
      fields: titleToc('{isbn}'),
    },
    {
      path: /^\/doi\/book\/10\.[0-9]{4,9}\/(?<isbn>[0-9X]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{isbn}', unitid: '{isbn}' },
    },
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
