import { definePlatform, lookup } from '../../rules/index.js';

// OECD ids end a slug after its last `_`: <isbn>-en (book), <isbn>-<n>-en (chapter), an ISSN
// (series) or <code>-table<n>-en / -graph<n>-en (statistical items, DOI-less).
const ID = '(?<id>[0-9a-z-]+)';
const isStatItem = /-(?:table|graph)[0-9]+-/i;
const doi = '10.1787/{id}';

export default definePlatform({
  name: 'oecd',
  longName: 'OECD iLibrary',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54aa7088fbe62210fb37e946',
  status: 'beta',
  domains: ['www.oecd-ilibrary.org', 'www.keepeek.com', 'data.oecd.org', 'stats.oecd.org'],
  rules: [
    // The online reader read.oecd-ilibrary.org/<topic>/<slug>
    {
      host: /^read\./i,
      path: /^\/[a-z-]+\/(?<id>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    // www.oecd-ilibrary.org
    {
      path: /^\/docserver\/download\/(?<id>[0-9]{7}[0-9a-z])\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/docserver\/download\/(?<id>[0-9a-z]+)\.pdf$/i,
      fields: { mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/[^/]+\.xls$/i,
      query: { itemId: /^\/content\/(?<kind>table|graph)\/(?<id>[^/]+)$/i },
      fields: {
        rtype: lookup('{kind}', { table: 'TABLE', graph: 'GRAPH' }),
        mime: 'XLS',
        unitid: '{id}',
      },
    },
    {
      path: new RegExp(`^/[a-z-]+/(?:[^/]+/)?[^/]+_${ID}$`, 'i'),
      query: { citeformat: /^(?<format>ris|bib|endnote)$/i },
      when: (ctx) => !isStatItem.test(ctx.capture('id') ?? ''),
      fields: { rtype: 'RECORD_VIEW', mime: 'RIS', unitid: '{id}', doi },
    },
    {
      path: new RegExp(`^/[a-z-]+/(?<book>[^/]+)/[^/]+_${ID}$`, 'i'),
      when: (ctx) => isStatItem.test(ctx.capture('id') ?? ''),
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{book}' },
    },
    {
      host: /(?:^|\.)oecd[.-]+ilibrary\.org$|^www-oecd--ilibrary-org\./i,
      path: new RegExp(`^/[a-z-]+/(?:[^/]+/)?[^/]+_${ID}$`, 'i'),
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}', doi },
    },
    // Reader on www.keepeek.com: /Digital-Asset-Management/oecd/<topic>/<book>[/<chapter>]_<id>
    {
      path: /^\/Digital-Asset-Management\/oecd\/[a-z-]+\/(?:[^/]+\/)?[^/]+_(?<id>[^_/]+)$/i,
      when: (ctx) => isStatItem.test(ctx.capture('id') ?? ''),
      fields: { rtype: 'GRAPH', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/Digital-Asset-Management/oecd/[a-z-]+/[^/]+/[^/]+_${ID}$`, 'i'),
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{id}', doi },
    },
    {
      path: new RegExp(`^/Digital-Asset-Management/oecd/[a-z-]+/[^/]+_${ID}$`, 'i'),
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}', doi },
    },
    // Data: data.oecd.org indicators, stats.oecd.org datasets.
    {
      path: /^\/[a-z-]+\/(?<id>[a-z0-9-]+)\.htm$/i,
      when: (ctx) => ctx.url.hostname === 'data.oecd.org',
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/sdmx-json\/data\/[^/]+\/(?<id>[^/]+)(?:\/[^/]*)?$/i,
      fields: {
        rtype: 'DATASET',
        mime: lookup('{q.contentType}', { csv: 'CSV' }, 'JSON'),
        unitid: '{id}',
      },
    },
    {
      path: /^\/BrandedView\.aspx$/i,
      query: { doi: /^(?<id>.+)$/ },
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
