import { definePlatform, lookup, lower } from '../../rules/index.js';

const SERVLET_RTYPE = {
  articulo: 'RECORD_VIEW',
  libro: 'RECORD_VIEW',
  ejemplar: 'RECORD_VIEW',
  revista: 'RECORD_VIEW',
  tesis: 'PHD_THESIS',
  autor: 'RECORD',
};

export default definePlatform({
  name: 'dn',
  longName: 'Dialnet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618e822cb9cd3a88ab3271e4',
  status: 'beta',
  domains: ['dialnet.unirioja.es'],
  rules: [
    {
      path: /^\/servlet\/(?<kind>articulo|libro|ejemplar|revista|tesis|autor)$/i,
      query: { codigo: /^(?<id>[0-9]+)$/ },
      fields: {
        rtype: lookup(lower('{kind}'), SERVLET_RTYPE),
        mime: 'HTML',
        unitid: '{id}',
      },
    },
    {
      path: /^\/descarga\/articulo\/(?<id>[0-9]+)(?:\.pdf)?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/metricas\/investigadores\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/metricas\/(?<db>[a-z]+)\/[a-z]+\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', db_id: '{db}', unitid: '{id}' },
    },
    { path: /^\/buscar\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
