import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'joly-editions',
  longName: 'Joly Editions',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5432634a493de0a4907e68f2',
  publisherName: 'Lextenso éditions',
  status: 'stable',
  domains: ['www.editions-joly.com'],
  rules: [
    // Cover pages of journal issues: …/pdfnews/<CODE>-<mm>_<yyyy>.pdf
    {
      path: /^\/WebJolyFO\/rss\/sommaire\/readPdf$/i,
      query: { pdfFile: /\/(?<id>(?<code>[A-Z]+)-[0-9]{2}_[0-9]{4})\.pdf$/ },
      fields: { rtype: 'TOC', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/WebJolyFO\/basejoly\/documentNews$/i,
      query: { idDoc: /^(?<id>(?<code>[a-z]+)[0-9]+)\.html?$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/WebJolyFO\/document\/viewDocument$/i,
      query: { documentId: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
