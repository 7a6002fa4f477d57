import { definePlatform, matches, pick } from '../../rules/index.js';

const isBundle = matches('{ids}', /,/);

export default definePlatform({
  name: 'karb',
  longName: 'Kluwer Arbitration',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5672d7843976d1a65a65de95',
  status: 'beta',
  domains: ['www.kluwerarbitration.com'],
  rules: [
    {
      path: /^\/document\/print$/i,
      query: { ids: /^(?<ids>.+)$/ },
      fields: {
        rtype: pick(isBundle, 'BOOK_CHAPTERS_BUNDLE', 'ARTICLE'),
        mime: 'PDF',
        unitid: '{ids}',
      },
    },
    {
      path: /^\/document\/download$/i,
      query: { ids: true },
      fields: { rtype: 'BOOK_CHAPTERS_BUNDLE', mime: 'ZIP' },
    },
    // Awards and court decisions are ipn<n>; other documents kli-….
    {
      path: /^\/document\/(?<id>ipn[0-9]+)$/i,
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/document\/(?<id>kli-[a-z0-9-]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    // Legacy CommonUI pages.
    {
      path: /^\/CommonUI\/document\.aspx$/i,
      query: { id: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/CommonUI\/book-toc\.aspx$/i,
      query: { book: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/CommonUI\/journals\.aspx$/i,
      query: { journal: /^(?<id>.+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/CommonUI\/(?<page>(?:books|journals)\.aspx)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{page}' },
    },
    {
      path: /^\/CommonUI\/(?<page>[a-z-]+-tool\.aspx)$/i,
      fields: { rtype: 'TOOL', mime: 'HTML', unitid: '{page}' },
    },
    // Kluwer Arbitration Blog posts: /<yyyy>/<mm>/<dd>/<slug>/
    {
      path: /^\/(?<year>[0-9]{4})\/[0-9]{2}\/[0-9]{2}\/(?<slug>[^/]+)\/?$/,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}', publication_date: '{year}' },
    },
  ],
});
