import { definePlatform } from '../../rules/index.js';

const V2 = '^/nuevo/nuevo_diseno/v2/';

export default definePlatform({
  name: 'eldial',
  longName: 'elDial.com',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6753b96fd4cb8992c664f684',
  status: 'beta',
  domains: ['www.eldial.com'],
  rules: [
    {
      path: new RegExp(`${V2}fallo[0-9]*\\.asp$`, 'i'),
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${V2}(?:doctrina|legislacion)[0-9]*\\.asp$`, 'i'),
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: {
        rtype: 'CODE_JURIDIQUE',
        mime: 'HTML',
        unitid: '{id}',
        publication_date: '{q.fecha_publicar}',
      },
    },
    {
      path: new RegExp(`${V2}ver-archivo-pdf\\.asp$`, 'i'),
      query: { archivo: /^(?<id>[^/]+)\.pdf$/i },
      fields: { rtype: 'CODE_JURIDIQUE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/publicador\/pdf\/(?<id>[^/]+)\.docx?$/i,
      fields: { rtype: 'CODE_JURIDIQUE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: new RegExp(`${V2}interna\\.asp$`, 'i'),
      query: { buscar: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
