import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'bnds',
  longName: "Bibliothèque numérique de Droit de la Santé et d'éthique médicale",
  docUrl: 'http://analyses.ezpaarse.org/platforms/5538f9e969aadac09bc1f694',
  status: 'beta',
  domains: ['www.bnds.fr'],
  rules: [
    { path: /^\/recherche\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/revue\/(?<code>[a-z0-9-]+)\/(?<id>[^/]+)\.html$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/collection\/(?<code>[a-z0-9-]+)\/[^/]*-(?<isbn>97[89][0-9]{10})\.html$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        online_identifier: '{isbn}',
        unitid: '{isbn}',
      },
    },
    // Contents (`contenu`): reader, download, HTML view.
    {
      path: /^\/liseuse\/?$/i,
      query: { contenu: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'OTHER', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/espacetelechargement\.html$/i,
      query: { contenu: /^(?<id>[0-9]+)$/ },
      fields: {
        rtype: 'OTHER',
        mime: lookup('{q.format}', { pdf: 'PDF', epub: 'EPUB' }, 'MISC'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/?$/,
      query: { action: 'consultationhtml', contenu: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'OTHER', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
