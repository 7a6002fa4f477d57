import { definePlatform, equals, pick } from '../../rules/index.js';

export default definePlatform({
  name: 'grevisse',
  longName: 'Bon Usage Grevisse',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5457aede4d245f52fc2b3e7e',
  publisherName: 'De Boeck Supérieur',
  status: 'stable',
  domains: ['www.lebonusage.com', 'lbu.knowliah.com', 'www.grevisse.fr'],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'title_id',
  rules: [
    // Paragraphs of the grammar; the #pdfBox anchor opens the PDF rendering.
    {
      path: /^\/document\/(?<id>[a-z0-9]+-[0-9]+)$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: pick(equals('{url.hash}', '#pdfBox'), 'PDF', 'HTML'),
        title_id: '{url.hostname}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/(?<id>imprime)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{url.hostname}', unitid: '{id}' },
    },
  ],
});
