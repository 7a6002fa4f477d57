import { definePlatform, doiItem, lookup } from '../../rules/index.js';

// Ingenta Connect-hosted journals: /content/journal/<db>/<DOI>, /docserver/fulltext/<db>/<vol>/<issue>/<file>.pdf
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+?))(?:\\.v[0-9]+(?:-[0-9]+)?)?';

export default definePlatform({
  name: 'msj',
  longName: 'Microbiology Society Journals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a679e014126d7ef385d3413',
  status: 'beta',
  domains: [
    'www.microbiologyresearch.org',
    'mic.microbiologyresearch.org',
    'jgv.microbiologyresearch.org',
    'jmm.microbiologyresearch.org',
    'jmmcr.microbiologyresearch.org',
    'mgen.microbiologyresearch.org',
    'ijs.microbiologyresearch.org',
  ],
  rules: [
    {
      path: /^\/docserver\/fulltext\/(?<db>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<file>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        db_id: '{db}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{db}/{vol}/{issue}/{file}',
      },
    },
    // Files delivered from a zip name their article in itemId.
    {
      path: /^\/deliver\/fulltext\//i,
      query: { itemId: new RegExp(`^/content/(?<kind>suppdata|journal)/[a-z]+/${DOI}$`, 'i') },
      fields: {
        ...doiItem(
          lookup('{kind}', { suppdata: 'SUPPL', journal: 'ARTICLE' }),
          lookup('{q.mimeType}', { pdf: 'PDF', html: 'HTML' }, 'MISC'),
        ),
      },
    },
    {
      path: new RegExp(`^/content/journal/(?<db>[a-z]+)/${DOI}/sidebyside$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', db_id: '{db}', unitid: '{doi}' },
    },
    {
      path: new RegExp(`^/content/journal/[a-z]+/${DOI}/figures$`, 'i'),
      fields: doiItem('FIGURE', 'HTML'),
    },
    {
      path: new RegExp(`^/content/journal/[a-z]+/${DOI}$`, 'i'),
      fields: doiItem('ABS', 'HTML'),
    },
    {
      path: /^\/content\/journal\/(?<db>[a-z]+)(?:\/browse)?\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{db}' },
    },
    { path: /^\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
