import { compute, definePlatform } from '../../rules/index.js';

// Journal codes of www.lextenso.fr article ids: "L'essentiel" letters prefix the code with E
// (EDCO → DCO); a few journals have an id prefix other than their code.
const CODE_BY_PREFIX: Readonly<Record<string, string>> = { PA: 'LPA', GP: 'GPL' };
const journalOfId = compute(
  (ctx) => {
    const prefix = ctx.capture('prefix') ?? '';
    const slug = ctx.capture('slug') ?? '';
    if (slug.startsWith('lessentiel') && prefix.startsWith('E')) return prefix.slice(1);
    return CODE_BY_PREFIX[prefix] ?? prefix;
  },
  'prefix',
  'slug',
);

export default definePlatform({
  name: 'lextenso',
  longName: 'Lextenso',
  docUrl: 'http://ang.couperin.org/platforms/56cef8c4a4d25b8792fed8ba',
  publisherName: 'Lextenso éditions',
  status: 'RC1',
  domains: ['www.lextenso.fr', 'www.labase-lextenso.fr'],
  rules: [
    // www.lextenso.fr
    {
      path: /^\/revue\/(?<code>[A-Z0-9]+)\/(?<year>[0-9]{4})\/(?<num>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{code}{year}{num}' },
    },
    {
      path: /^\/jurisprudence\/(?<id>(?<code>[A-Z]+)[0-9]+)$/,
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/(?<slug>[a-z-]+)\/(?<id>(?<prefix>[A-Z]+)[0-9-]+)$/,
      when: (ctx) => ctx.url.hostname !== 'www.labase-lextenso.fr',
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: journalOfId,
        unitid: compute((ctx) => ctx.capture('id')?.replace(/-/g, ''), 'id'),
      },
    },
    // www.labase-lextenso.fr: books …/ouvrages/<title>-<year>-<isbn>/<chapter>
    {
      path: /^\/ouvrages\/[a-z0-9-]*?(?<year>[0-9]{4})-(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        online_identifier: '{isbn}',
        publication_date: '{year}',
        unitid: '{isbn}',
      },
    },
    {
      path: /^\/ouvrages\/[a-z0-9-]*?(?<year>[0-9]{4})-(?<isbn>97[89][0-9]{10})\/(?<chapter>[^/]+)$/i,
      fields: {
        rtype: 'BOOK_SECTION',
        mime: 'HTML',
        online_identifier: '{isbn}',
        publication_date: '{year}',
        unitid: '{chapter}',
      },
    },
    // journals …/<journal>/<year>-n<issue>/<title>-<CODE><id>[/PDF-revue]
    {
      path: /^\/[a-z-]+\/(?<year>[0-9]{4})-n(?<issue>[0-9]+)\/(?<slug>[a-z0-9-]*-(?<code>[A-Z]{2,})[0-9][0-9a-z]*)(?<pdf>\/PDF-revue)?$/,
      fields: {
        rtype: 'ARTICLE',
        mime: compute((ctx) => (ctx.capture('pdf') ? 'PDF' : 'HTML'), 'pdf'),
        title_id: '{code}',
        publication_date: '{year}',
        issue: '{issue}',
        unitid: '{slug}',
      },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      host: 'www.labase-lextenso.fr',
      path: /^\/(?<slug>[a-z0-9-]+)\/?$/,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
