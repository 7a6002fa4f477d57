import { definePlatform, lookup, upper } from '../../rules/index.js';

// The reference folder is `geofacets`; the platform's name is `Geofacets`.
export default definePlatform({
  name: 'Geofacets',
  folder: 'geofacets',
  longName: 'Geofacets',
  docUrl: 'http://analyses.ezpaarse.org/platforms/590064b43d057fb293270a38',
  status: 'beta',
  domains: ['www.geofacets.com'],
  rules: [
    // Tables and figures extracted from an article: <pii>_<tbl|fig>_<n>.
    {
      path: /^\/article\/[^/]+\/content\/(?<id>[^/]+_(?<kind>tbl|fig)_[0-9]+)$/i,
      fields: {
        rtype: lookup('{kind}', { tbl: 'TABLE', fig: 'IMAGE' }),
        mime: 'HTML',
        unitid: '{id}',
      },
    },
    {
      path: /^\/swf\.jsp$/i,
      query: { pii: true },
      fields: { rtype: 'ABS', mime: 'PDF', unitid: '{q.pii}' },
    },
    // Map downloads, in the requested format (TIF is reported as TIFF).
    {
      path: /^\/download$/i,
      query: { mapid: true },
      fields: {
        rtype: 'IMAGE',
        mime: lookup('{q.format}', { TIF: 'TIFF', tif: 'TIFF' }, upper('{q.format}')),
        title_id: '{q.atitle}',
        unitid: '{q.mapid}',
      },
    },
  ],
});
