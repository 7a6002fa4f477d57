import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mp',
  longName: 'Medica Panamericana',
  docUrl: 'http://analyses.ezpaarse.org/platforms/654cfbfce685c5a3b5b7eb1a',
  status: 'beta',
  domains: [
    'www.medicapanamericana.com',
    'mieureka.medicapanamericana.com',
    'mieureka-filiales.medicapanamericana.com',
  ],
  rules: [
    // E-book reader: the page is in the JSON hash {"Pagina":"<n>",…}.
    {
      path: /^\/VisorEbookV2\/Ebook\/(?<isbn>[0-9]{12}[0-9X])$/i,
      query: { token: /^(?<token>.+)$/ },
      fields: {
        rtype: 'BOOK',
        mime: 'HTML',
        db_id: '{isbn}',
        unitid: '{token}',
        first_page: '{page}',
      },
      hash: /Pagina(?:"|%22):(?:"|%22)(?<page>[^"%]+)/i,
    },
    {
      path: /^\/VisorEbookV2\/Ebook\/(?<isbn>[0-9]{12}[0-9X])$/i,
      query: { token: /^(?<token>.+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', db_id: '{isbn}', unitid: '{token}' },
    },
    {
      path: /^\/viewer\/(?<book>[a-z0-9-]+)\/(?<page>[a-z0-9]+)\/?$/i,
      fields: {
        rtype: 'BOOK',
        mime: 'HTML',
        title_id: '{book}',
        first_page: '{page}',
        unitid: '{book}/{page}',
      },
    },
    {
      path: /^\/$/,
      when: (ctx) => ctx.url.hostname?.startsWith('mieureka') ?? false,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
