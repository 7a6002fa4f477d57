import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'rn',
  longName: 'Retronews',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5908a31c984d39349e56dab1',
  status: 'beta',
  domains: ['www.retronews.fr'],
  rules: [
    {
      path: /^\/reader\/(?<id>[0-9]+\/[0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'PREVIEW', mime: 'HTML', unitid: '{id}' },
    },
    // /journal/<title>/<date>/<issue>/<page id>/<page>: a page of a scanned issue.
    {
      path: /^\/journal\/(?<title>[^/]+)\/(?<date>[^/]+)\/(?<id>[0-9]+\/[0-9]+\/[0-9]+)\/?$/i,
      fields: {
        rtype: 'PREVIEW',
        mime: 'HTML',
        title_id: '{title}',
        publication_date: '{date}',
        unitid: '{id}',
      },
    },
    // New interface: /journal/<title>/<date>/<issue>/<uuid>.
    {
      path: /^\/journal\/(?<title>[^/]+)\/(?<date>[^/]+)\/(?<issue>[0-9]+)\/[0-9a-f-]{36}\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_date: '{date}',
        unitid: '{title}/{date}/{issue}/',
      },
    },
    {
      path: /^\/thematique\/(?<theme>[^/]+)\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{theme}', unitid: '{id}' },
    },
    {
      path: /^\/(?:actualite|edito)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: '{slug}' },
    },
    {
      path: /^\/titres-de-presse\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{slug}' },
    },
    // The old search page keeps its criteria in the hash, the new one in `q`.
    { path: /^\/search\/?$/i, hash: /^#./, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
