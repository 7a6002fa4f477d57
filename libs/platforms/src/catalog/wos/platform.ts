import { definePlatform, split } from '../../rules/index.js';

// A decoded `returnLink` may repeat `product`: the page's own comes first.
const product = split('{q.product}', ',', 0);

// Hosts are often rewritten by proxies (jcr-incites-thomsonreuters-com.<proxy>), so rules read
// paths only. Classic Web of Science pages name their database in `product`.
export default definePlatform({
  name: 'wos',
  longName: 'Web of Science',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5878908edb308a343cf604c6',
  status: 'beta',
  domains: [
    'apps.webofknowledge.com',
    'wcs.webofknowledge.com',
    'www.webofknowledge.com',
    'access.clarivate.com',
    'jcr.incites.thomsonreuters.com',
    'esi.incites.thomsonreuters.com',
    'jcr.clarivate.com',
    'esi.clarivate.com',
    'journalprofile.clarivate.com',
    'www.webofscience.com',
    'webofscience.com',
    'webofknowledge.com',
  ],
  rules: [
    {
      path: /^\/(?:[a-z]+_[a-z]+Search_input|Search|InterService|summary)\.do$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: product },
    },
    {
      path: /^\/full_record\.do$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', db_id: product },
    },
    {
      path: /^\/CitationReport\.do$/i,
      fields: { rtype: 'ANALYSIS', mime: 'MISC', db_id: product },
    },
    { path: /^\/RA\/analyze\.do$/i, fields: { rtype: 'ANALYSIS', mime: 'MISC' } },
    {
      path: /^\/(?<db>[a-z]+)\/search-results(?:\/.*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{db}' },
    },
    // New Web of Science interface: /wos/<database>/<view>/…
    {
      path: /^\/wos\/[a-z]+\/(?:summary|general-summary|basic-search|advanced-search)(?:\/.*)?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/wos\/[a-z]+\/full-record\/(?<id>[^/]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    // Journal Citation Reports and Essential Science Indicators.
    {
      path: /^\/JCRJournalProfileAction\.action$/i,
      query: { journal: /^(?<journal>.+)$/, year: /^(?<year>[0-9]{4})$/ },
      fields: {
        rtype: 'TABLE',
        mime: 'HTML',
        publication_title: '{q.journalTitle}',
        title_id: '{journal}',
        unitid: 'impact/{journal}/{year}',
      },
    },
    {
      path: /^\/JCRMasterSearchAction\.action$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{q.searchString}' },
    },
    { path: /^\/JCRJournalHomeAction\.action$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?:jif\/home|jcr-jp\/journal-profile)\/?$/i,
      query: { journal: /^(?<journal>.+)$/ },
      fields: {
        rtype: 'ANALYSIS',
        mime: 'HTML',
        publication_date: '{q.year}',
        unitid: '{journal}',
      },
    },
    { path: /^\/DocumentsAction\.action$/i, fields: { rtype: 'GRAPH', mime: 'MISC' } },
    { path: /^\/IndicatorsAction\.action$/i, fields: { rtype: 'MAP', mime: 'MISC' } },
  ],
});
