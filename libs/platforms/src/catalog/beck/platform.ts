import { definePlatform, doiItem } from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>';

export default definePlatform({
  name: 'beck',
  longName: 'Beck Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a2d0e46d7d137f4665f5',
  status: 'beta',
  domains: ['beck-online.beck.de', 'www.beck-elibrary.de'],
  rules: [
    // beck-online: documents addressed by a virtual path; `ents` holds court decisions.
    {
      path: /^\/Dokument$/i,
      query: { vpath: /^bibdata\/ents\/.*\/(?<id>[^/]+)\.htm$/i },
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/Search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/$/, query: { q: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // beck-elibrary: /<DOI>/<slug>; the DOI suffix is an ISBN[_chapter] or ISSN-year-issue[-page].
    {
      path: new RegExp(`^/${DOI}97[89][0-9]{10}))(?:/[^/]*)?$`, 'i'),
      fields: doiItem('TOC', 'HTML'),
    },
    {
      path: new RegExp(`^/${DOI}97[89][0-9]{10}_[0-9]+))(?:/[^/]*)?$`, 'i'),
      fields: doiItem('BOOK_SECTION', 'PDF'),
    },
    // An issue's suffix ends with the issue named at the end of its slug (`…-issue-2-3`).
    {
      path: new RegExp(
        `^/${DOI}[0-9]{4}-[0-9]{3}[0-9X]-[0-9]{4}-(?<tail>[^/]+)))/(?<slug>[^/]+)$`,
        'i',
      ),
      when: (ctx) =>
        (ctx.capture('slug') ?? '')
          .toLowerCase()
          .endsWith(`-${(ctx.capture('tail') ?? '').toLowerCase()}`) &&
        /-(?:issue|heft)-[^/]+$/i.test(ctx.capture('slug') ?? ''),
      fields: doiItem('TOC', 'HTML'),
    },
    {
      path: new RegExp(`^/${DOI}[0-9]{4}-[0-9]{3}[0-9X]-[0-9]{4}-[^/]+))(?:/[^/]*)?$`, 'i'),
      fields: doiItem('ARTICLE', 'HTML'),
    },
  ],
});
