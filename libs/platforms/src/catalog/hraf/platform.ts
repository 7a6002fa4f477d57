import { definePlatform, extract, lookup, lower, titleToc } from '../../rules/index.js';

// eHRAF World Cultures (/ehrafe/) and Archaeology (/ehrafa/) share one application; Ajax calls
// add a timestamp `_` that the reference keeps in the unitid.
const APP = '^/ehraf[ae]/';
const STAMP = /^(?<stamp>[0-9]+)$/;
const collectionOf = extract('{q.col}', /(?<=collection\('\/)[^']+/);

export default definePlatform({
  name: 'hraf',
  longName: 'Human Relations Area Files',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['hraf.yale.edu', 'ehrafarchaeology.yale.edi', 'ehrafworldcultures.yale.edu'],
  rules: [
    {
      path: new RegExp(`${APP}fullContext\\.do$`, 'i'),
      query: { docId: /^(?<doc>[a-z0-9-]+)$/i },
      fields: { rtype: 'BOOK_PAGE', mime: 'HTML', title_id: '{doc}', unitid: '{doc}' },
    },
    {
      path: new RegExp(`${APP}citation\\.do$`, 'i'),
      query: { docId: /^(?<doc>[a-z0-9-]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: collectionOf, unitid: '{doc}' },
    },
    {
      path: new RegExp(`${APP}subjectToc\\.do$`, 'i'),
      query: { ocm: /^(?<code>[0-9]+)$/, _: STAMP },
      fields: titleToc('{code}/{stamp}'),
    },
    {
      path: new RegExp(`${APP}subjectDescription\\.do$`, 'i'),
      query: { ocm: /^(?<code>[0-9]+)$/, _: STAMP },
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        title_id: '{code}/{stamp}',
        unitid: '{code}/{stamp}',
      },
    },
    {
      path: new RegExp(`${APP}pages/notePopup\\.jsp$`, 'i'),
      query: { code: /^(?<code>[a-z0-9]+)$/i, _: STAMP },
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        title_id: '{code}/{stamp}',
        unitid: '{code}/{stamp}',
      },
    },
    {
      path: new RegExp(`${APP}cultureSummary\\.do$`, 'i'),
      query: { owc: /^(?<code>[a-z0-9]+)$/i, _: STAMP },
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: '{code}/{stamp}',
        unitid: '{code}/{stamp}',
      },
    },
    {
      path: new RegExp(
        `${APP}(?:regionsCultures|owcByAlphaAjax|mapCultures|browseSubjects|majorSubjects|ocmSubjects|ocmByAlphaAjax|browseDocuments|cultureResults|dispatchSearch|search[a-z]*)\\.do$`,
        'i',
      ),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // Explaining Human Culture (hraf.yale.edu/ehc): a Solr-like API.
    {
      path: /^\/ehc\/api\/ehc_(?<kind>documents|variables|hypotheses)\/?$/i,
      query: { q: /^(?<id>id:[0-9]+)$/i },
      fields: {
        rtype: lookup(lower('{kind}'), {
          documents: 'ABS',
          variables: 'RECORD_VIEW',
          hypotheses: 'DATA',
        }),
        mime: 'HTML',
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    { path: /^\/ehc\/api\/ehc_documents\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/ehc\/assets\/summaries\/(?<name>[a-z0-9-]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{name}', unitid: '{name}' },
    },
    {
      path: /^\/wp-content\/uploads\/[0-9]{4}\/[0-9]{2}\/(?<name>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{name}', unitid: '{name}' },
    },
    { path: /^\/$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Blog articles of hraf.yale.edu: /<long-slug>/
    {
      path: /^\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})\/?$/,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
  ],
});
