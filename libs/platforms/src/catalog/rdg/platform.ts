import { definePlatform } from '../../rules/index.js';

// Dataverse: datasets and files are named by persistentId=doi:10.57745/<id>.
const PID = /^doi:(?<doi>10\.[0-9]{4,9}\/(?<id>.+))$/i;

export default definePlatform({
  name: 'rdg',
  longName: 'Recherche Data Gouv',
  docUrl: 'https://analyses.ezpaarse.org/platforms/699825d3254c90c021ae4b67',
  status: 'beta',
  domains: ['entrepot.recherche.data.gouv.fr'],
  rules: [
    {
      path: /^\/dataverse\/(?<db>[^/]+)\/?$/i,
      query: { q: true },
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{db}' },
    },
    {
      path: /^\/api\/access\/datafile\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'LINK', unitid: '{id}' },
    },
    {
      path: /^\/api\/access\/datafiles(?:\/[0-9,]+)?\/?$/i,
      fields: { rtype: 'DATASET', mime: 'ZIP' },
    },
    {
      path: /^\/api\/datasets\/export\/?$/i,
      query: { exporter: /^(?<exporter>[a-z_]+)$/i, persistentId: PID },
      fields: { rtype: 'METADATA', mime: '{exporter}', doi: '{doi}', unitid: '{id}' },
    },
    {
      path: /^\/file\.xhtml$/i,
      query: { persistentId: PID },
      fields: { rtype: 'DATASET', mime: 'ZIP', doi: '{doi}', unitid: '{id}' },
    },
  ],
});
