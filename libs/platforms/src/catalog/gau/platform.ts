import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'gau',
  longName: 'Gazzetta Ufficiale',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63e11869aa811697ab09108a',
  status: 'beta',
  domains: ['www.gazzettaufficiale.it'],
  rules: [
    // One act, by publication date and editorial code.
    {
      path: /^\/atto\/[a-z_]+\/caricaDettaglioAtto\/[a-z]+$/i,
      query: {
        'atto.dataPubblicazioneGazzetta': /^(?<date>[0-9]{4}-[0-9]{2}-[0-9]{2})$/,
        'atto.codiceRedazionale': /^(?<code>[a-z0-9]+)$/i,
      },
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{date}', unitid: '{code}' },
    },
    // ELI PDF of a whole issue: /eli/gu/<y>/<m>/<d>/<number>/<series>/pdf.
    {
      path: /^\/eli\/gu\/(?<y>[0-9]{4})\/(?<m>[0-9]{2})\/(?<d>[0-9]{2})\/(?<number>[0-9]+)\/(?<series>[a-z0-9]+)\/pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        first_page: '{number}',
        publication_date: '{y}-{m}-{d}',
        unitid: '{series}',
      },
    },
  ],
});
