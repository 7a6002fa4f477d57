import { definePlatform } from '../../rules/index.js';

// Documents are addressed by a `docref` (news/<id>, v2:<…>, image/v2:<…>) or, in the older
// iw-search application, by `p_docref` / `f_docnum`.
const docFields = (ref: string, mime: string) => ({
  rtype: 'ARTICLE',
  mime,
  title_id: ref,
  unitid: ref,
});

export default definePlatform({
  name: 'infoweb',
  longName: 'InfoWeb Readex',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['newsbank.com'],
  rules: [
    {
      path: /^\/apps\/(?:news\/document-view|readex\/doc)$/i,
      query: { docref: true },
      fields: docFields('{q.docref}', 'HTML'),
    },
    {
      path: /^\/iw-search\/we\/[a-z]+\/?$/i,
      query: { p_action: 'doc', p_docref: true },
      fields: docFields('{q.p_docref}', 'HTML'),
    },
    {
      path: /^\/iw-search\/we\/[a-z]+\/?$/i,
      query: { p_action: 'doc', f_docnum: true },
      fields: docFields('{q.f_docnum}', 'HTML'),
    },
    {
      path: /^\/SiteLinks\/imageviewer\/[a-z_]+\/index\.xml$/i,
      query: { url: true },
      fields: docFields('{q.url}', 'PDF'),
    },
    {
      path: /^\/apps\/(?:news|readex)\/(?:results|issue-browse|hot-topics(?:\/[^/]+)?)$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/iw-search\/we\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
