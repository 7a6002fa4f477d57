import { definePlatform } from '../../rules/index.js';

// Silverchair-built sites <db>.mhmedical.com: the host's first label is the database.
const SITE = /^(?<db>[a-z0-9-]+)\.mhmedical\.com$/i;
const site = (rtype: string, unitid?: string) => ({
  host: SITE,
  fields: { db_id: '{db}', rtype, mime: 'HTML', ...(unitid ? { unitid } : {}) },
});

export default definePlatform({
  name: 'mcgraw-hill-medical',
  longName: 'McGraw Hill Medical',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fef611e936a6d1e1bc7d8d5',
  status: 'beta',
  domains: [
    'mhmedical.com',
    'accessmedicine.mhmedical.com',
    'casefiles.mhmedical.com',
    'jamaevidence.mhmedical.com',
    'accessmedicina.mhmedical.com',
    'murtagh.mhmedical.com',
    'accessbiomedicalscience.mhmedical.com',
    'accesspharmacy.mhmedical.com',
    'ppp.mhmedical.com',
    'accessphysiotherapy.mhmedical.com',
    'accesssurgery.mhmedical.com',
    'fadavispt.mhmedical.com',
    'fadavisat.mhmedical.com',
    'accessanesthesiology.mhmedical.com',
    'accesscardiology.mhmedical.com',
    'dermatology.mhmedical.com',
    'accessemergencymedicine.mhmedical.com',
    'hemonc.mhmedical.com',
    'ommbid.mhmedical.com',
    'neurology.mhmedical.com',
  ],
  rules: [
    { ...site('SEARCH'), path: /^\/searchresults\.aspx$/i },
    { ...site('TOC', '{q.bookid}'), path: /^\/book\.aspx$/i, query: { bookid: true } },
    { ...site('TOC', '{q.bookID}'), path: /^\/book\.aspx$/i, query: { bookID: true } },
    {
      ...site('BOOK_SECTION', '{q.bookid}-{q.sectionid}'),
      path: /^\/content\.aspx$/i,
      query: { bookid: true, sectionid: true },
    },
    { ...site('TABLE', '{q.figid}'), path: /^\/ViewLarge\.aspx$/i, query: { figid: true } },
    {
      ...site('ARTICLE', '{q.gbosid}'),
      path: /^\/updatesContent\.aspx$/i,
      query: { gbosid: true },
    },
    { ...site('REPORT', '{q.gbosID}'), path: /^\/CaseContent\.aspx$/i, query: { gbosID: true } },
    {
      ...site('ARTICLE', '{q.gbosID}'),
      path: /^\/patientEdHandouts\.aspx$/i,
      query: { gbosID: true },
    },
    {
      ...site('RECORD', '{q.gbosid}'),
      path: /^\/[a-z]+\.aspx$/i,
      query: { letter: true, gbosid: true },
    },
    {
      ...site('OTHER', '{q.MultimediaID}'),
      path: /^\/MultimediaPlayer\.aspx$/i,
      query: { MultimediaID: true },
    },
    // Drug monographs: the monograph number is in the hash.
    {
      ...site('ARTICLE', '{mono}'),
      path: /^\/drugs\.aspx$/i,
      hash: /^#monoNumber=(?<mono>[0-9]+)/i,
    },
    // PDFs served from the Silverchair CDN.
    {
      path: /^\/mgh\/content_public\/[a-z]+\/[0-9]+\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}' },
    },
  ],
});
