import { definePlatform, lookup } from '../../rules/index.js';

// Resources carry their DOI (10.13143/<id>) at the end of their slug, with `_` for `.` and `/`.
export default definePlatform({
  name: 'doranum',
  longName: 'Doranum',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60e5a2188bce602ae0978403',
  status: 'beta',
  domains: ['doranum.fr'],
  rules: [
    { path: /^\/?$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/wp-content\/uploads\/(?:[^/]+\/)*[^/]*_10_13143_(?<id>[a-z0-9-]+)\.(?<ext>[a-z0-9]+)$/i,
      fields: {
        rtype: 'RECORD',
        mime: lookup('{ext}', { zip: 'ZIP', pdf: 'PDF' }, 'MISC'),
        doi: '10.13143/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/[a-z0-9-]+\/[^/]*_10_13143_(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', doi: '10.13143/{id}', unitid: '{id}' },
    },
  ],
});
