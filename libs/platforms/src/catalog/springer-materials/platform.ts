import { compute, definePlatform, lookup } from '../../rules/index.js';

const CITATION_MIME = { ris: 'RIS' };
const ASSET_RTYPE = { pdf: 'BOOK_SECTION' };
const ASSET_MIME = { pdf: 'PDF' };

// Table pages list their selected tables in repeated `data-table` parameters.
const tableNames = compute((ctx) => {
  const tables = ctx.url.query['data-table'];
  return Array.isArray(tables) ? tables.join(';') : tables;
});

export default definePlatform({
  name: 'springer-materials',
  longName: 'SpringerMaterials',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5901f0ba363036f569885c91',
  publisherName: 'Springer',
  status: 'beta',
  domains: ['materials.springer.com', 'materials-static.springer.com'],
  rules: [
    {
      path: /^\/citation\/download\/(?<format>[a-z]+)\/(?<id>[^/]+)(?:\/[^/]*)?$/i,
      fields: {
        rtype: 'RECORD_VIEW',
        mime: lookup('{format}', CITATION_MIME, 'TEXT'),
        title_id: '{id}.{format}',
        unitid: '{id}.{format}',
      },
    },
    {
      path: /^\/[a-z]+\/[a-z-]+\/docs\/(?<id>[^/]+)$/i,
      fields: { rtype: 'SUPPL', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/tables\/[^/]+\/(?<id>[^/]+)$/i,
      fields: { rtype: 'SUPPL', mime: 'MISC', title_id: tableNames, unitid: 'tables-{id}' },
    },
    {
      path: /^\/assets\/[^/]+\/[0-9]+\/(?<id>[^/]+)\/[^/]+\.(?<ext>[a-z]+)$/i,
      fields: {
        rtype: lookup('{ext}', ASSET_RTYPE, 'IMAGE'),
        mime: lookup('{ext}', ASSET_MIME, 'MISC'),
        title_id: '{id}.{ext}',
        unitid: '{id}.{ext}',
      },
    },
  ],
});
