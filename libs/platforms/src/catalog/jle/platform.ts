import { definePlatform, lookup } from '../../rules/index.js';

// Article pages /fr/revues/<code>/e-docs/<slug>_<id>/article.phtml?tab=<tab>
const TAB_RTYPE = {
  texte: 'ARTICLE',
  download: 'SUPPL',
  references: 'RECORD_VIEW',
  images: 'IMAGE',
  resume: 'ABS',
};
const TAB_MIME = { download: 'PDF' };

export default definePlatform({
  name: 'jle',
  longName: 'John Libbey Eurotext',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5539004c0ffee245aa36de62',
  status: 'beta',
  domains: ['www.jle.com'],
  rules: [
    {
      path: /^\/[a-z]{2}\/revues\/(?<code>[a-z]+)\/e-docs\/[^/]*_(?<id>[0-9]+)\/article\.phtml$/i,
      query: { tab: /^(?<tab>[a-z]+)$/i },
      fields: {
        rtype: lookup('{tab}', TAB_RTYPE),
        mime: lookup('{tab}', TAB_MIME, 'HTML'),
        title_id: '{code}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/download\/(?<code>[a-z]+)-(?<id>[0-9]+)-[0-9]+-.*\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]{2}\/revues\/(?<code>[a-z]+)\/sommaire\.phtml$/i,
      query: { cle_parution: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/(?<doi>10\.1684\/(?<suffix>(?<code>[a-z]+)\.[^/]+))$/i,
      fields: { rtype: 'ABS', mime: 'HTML', doi: '{doi}', title_id: '{code}', unitid: '{suffix}' },
    },
  ],
});
