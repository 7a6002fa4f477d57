import { definePlatform, extract } from '../../rules/index.js';

// Chadwyck EEBO. Table-of-contents ids wrap the record id: D + zero padding + <id> + 0000.
export default definePlatform({
  name: 'eebo',
  longName: 'Early English Books Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5553496c8f858345d037f733',
  status: 'beta',
  domains: ['eebo.chadwyck.com'],
  rules: [
    {
      path: /^\/search\/full_rec$/i,
      query: { ID: /^(?<id>[0-9]+)$/, SOURCE: /^pgimages\.cfg$/i },
      fields: { rtype: 'PREVIEW', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/downloadpdf$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/search\/toc$/i,
      query: { ID: /^(?<id>D[0-9]+)$/i },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: extract('{id}', /^D0*(?<record>[0-9]+?)0000$/i, 'record'),
        unitid: '{id}',
      },
    },
  ],
});
