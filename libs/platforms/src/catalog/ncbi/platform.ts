import { definePlatform, lookup, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'ncbi',
  longName: 'National Center for Biotechnology Information',
  docUrl: 'http://analyses.ezpaarse.org/platforms/542571dbc703a13f0fccfa3c',
  status: 'beta',
  domains: ['www.ncbi.nlm.nih.gov', 'pubmed.ncbi.nlm.nih.gov'],
  rules: [
    // Autocompletion and personal pages are not consultations.
    { path: /^\/(?:suggestions|myncbi)(?:\/|$)/i, fields: {} },
    // PubMed abstracts: pubmed.ncbi.nlm.nih.gov/<pmid>/ and www…/pubmed/<pmid>.
    {
      path: /^(?:\/pubmed)?\/(?<pmid>[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{pmid}' },
    },
    // PubMed Central articles.
    {
      path: /^\/pmc\/articles\/(?<pmc>PMC[0-9]+)\/(?:pdf\/)(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{pmc}/{file}' },
    },
    {
      path: /^\/pmc\/articles\/(?<pmc>PMC[0-9]+)\/epub\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'EPUB', unitid: '{pmc}' },
    },
    {
      path: /^\/pmc\/articles\/(?<pmc>PMC[0-9]+)\/?$/i,
      query: { page: true },
      fields: { rtype: 'PREVIEW', mime: 'HTML', unitid: '{pmc}' },
    },
    {
      path: /^\/pmc\/articles\/(?<pmc>PMC[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{pmc}' },
    },
    {
      path: /^\/pmc\/issues\/(?<id>[0-9]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    // Bookshelf.
    {
      path: /^\/books\/(?<nbk>NBK[0-9]+)\/pdf\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{nbk}/{file}' },
    },
    {
      path: /^\/books\/(?<nbk>NBK[0-9]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{nbk}' },
    },
    {
      path: /^\/sites\/(?<kind>PubmedCitation)$/i,
      fields: { rtype: lookup('{kind}', { PubmedCitation: 'CITATION' }), mime: 'XML' },
    },
    // Any database home with a term: /?term=, /pmc/?term=, /search/all/?term=, /nlmcatalog?term=.
    {
      path: /^\/(?:[a-z]+(?:\/[a-z]+)?\/?)?$/i,
      query: { term: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
