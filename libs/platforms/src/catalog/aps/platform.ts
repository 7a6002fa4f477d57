import { definePlatform, doiItem, lookup } from '../../rules/index.js';

// journals.aps.org/<code>/<view>/<DOI>[/…]: the view gives rtype and mime.
const VIEW_RTYPE = { abstract: 'ABS', article: 'ARTICLE', pdf: 'ARTICLE', figures: 'FIGURE' };
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+))';

export default definePlatform({
  name: 'aps',
  longName: 'American Physical Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d04e6469cd8e1d734390',
  publisherName: 'American Physical Society',
  status: 'beta',
  domains: ['journals.aps.org', 'physics.aps.org'],
  // The reference's `pkb-domains`: hosts also come from this knowledge-base column.
  pkbDomainColumn: 'pkb-piddomain',
  rules: [
    // Legacy per-journal hosts (prl.aps.org, prola.aps.org …): /<view>/<CODE>/v<vol>/i<issue>[/<page>].
    {
      path: /^\/toc\/(?<code>[a-z]+)\/(?<vol>v[0-9]+)\/(?<issue>i[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}/{vol}/{issue}' },
    },
    {
      path: /^\/(?<view>abstract|pdf)\/(?<code>[a-z]+)\/(?<vol>v[0-9]+)\/(?<issue>i[0-9]+)\/(?<page>[a-z]?[0-9][^/]*)\/?$/i,
      fields: {
        rtype: lookup('{view}', { abstract: 'ABS', pdf: 'ARTICLE' }),
        mime: lookup('{view}', { abstract: 'HTML', pdf: 'PDF' }),
        title_id: '{code}',
        unitid: '{code}/{vol}/{issue}/{page}',
      },
    },
    // physics.aps.org
    {
      path: new RegExp(`^/articles/pdf/(?<id>10\\.[0-9]{4,9}/[^/]+)$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: 'physics', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/featured-article-pdf/${DOI}$`, 'i'),
      fields: doiItem('ARTICLE', 'PDF'),
    },
    // journals.aps.org
    {
      path: /^\/(?<code>[a-z]+)\/issues\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        unitid: '{code}/issues/{vol}/{issue}',
      },
    },
    {
      path: new RegExp(
        `^/(?<code>[a-z]+)/(?<view>abstract|article|pdf)/${DOI}(?:/(?<sub>figures|section)(?:/[^/]*)*)?$`,
        'i',
      ),
      fields: {
        rtype: lookup('{view}', VIEW_RTYPE),
        mime: lookup('{view}', { pdf: 'PDF' }, 'HTML'),
        title_id: '{code}',
        doi: '{doi}',
        unitid: '{doi}',
      },
      analyze: (ctx) => (ctx.capture('sub') === 'figures' ? { rtype: 'FIGURE' } : {}),
    },
  ],
});
