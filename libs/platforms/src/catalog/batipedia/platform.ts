import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'batipedia',
  longName: 'Batipédia',
  docUrl: 'http://analyses.ezpaarse.org/platforms/635a540563d0b100f454e777',
  status: 'beta',
  domains: ['www.batipedia.com'],
  rules: [
    { path: /^\/reef\/recherche[a-z]*\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/reef\/document\/fiche\/(?<id>[^/.]+)\.html$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/document\/texte\/(?<id>[^/.]+)\.html$/i,
      query: { article: /^(?<article>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{article}' },
    },
    {
      path: /^\/pdf\/document\/(?<id>[^/.]+)\.pdf$/i,
      fields: { rtype: 'ARTICLES_BUNDLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
