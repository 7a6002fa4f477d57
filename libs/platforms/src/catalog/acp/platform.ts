import { compute, definePlatform } from '../../rules/index.js';

// One publication per site; proxied host names keep the site name inside.
const SITE_TITLES: readonly (readonly [RegExp, string])[] = [
  [/annals/i, 'Annals of Internal Medicine'],
  [/acpinternist/i, 'ACP Internist'],
  [/acphospitalist/i, 'ACP Hospitalist'],
  [/advocacyblog/i, 'ACP Advocate Blog'],
];
const siteTitle = compute(
  (ctx) => SITE_TITLES.find(([host]) => host.test(ctx.url.hostname ?? ''))?.[1],
);

export default definePlatform({
  name: 'acp',
  longName: 'American College of Physicians',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5a05d766bc742b9a745c4475',
  status: 'active',
  domains: [
    'www.acphospitalist.org',
    'www.acpinternist.org',
    'www.acpjc.org',
    'www.acpjournals.org',
    'www.acponline.org',
    'www.annals.org',
    'www.acphospitalist.org',
    'www.acpinternist.org',
    'advocacyblog.acponline.org',
    'annals.org',
  ],
  rules: [
    // Annals of Internal Medicine (Silverchair): /aim/<view>/<id>/<slug>, /data/journals/aim/<id>/<file>
    {
      path: /^\/[a-z]+\/(?<view>fullarticle|article-abstract)\/(?<id>[0-9]+)\/(?<slug>[^/]+)$/i,
      fields: {
        rtype: (ctx) => (ctx.capture('view') === 'article-abstract' ? 'ABS' : 'ARTICLE'),
        mime: 'HTML',
        publication_title: siteTitle,
        unitid: '{id}',
        title_id: '{slug}',
      },
    },
    {
      path: /^\/data\/journals\/[a-z]+\/(?<id>[0-9]+)\/(?<name>[^/]+)\.(?<ext>pdf|mp3)$/i,
      fields: {
        rtype: (ctx) => (ctx.capture('ext')?.toLowerCase() === 'mp3' ? 'AUDIO' : 'ARTICLE'),
        mime: (ctx) => (ctx.capture('ext')?.toLowerCase() === 'mp3' ? 'MISC' : 'PDF'),
        publication_title: siteTitle,
        unitid: '{id}',
        title_id: '{name}',
      },
    },
    // ACP Internist, ACP Hospitalist: /archives/<yyyy>/<mm>/<slug>.htm
    {
      path: /^\/archives\/(?<issue>[0-9]{4}\/[0-9]{2})\/(?<slug>[^/]+)\.html?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_title: siteTitle,
        unitid: '{issue}',
        title_id: '{slug}',
      },
    },
    {
      path: /^\/search\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', publication_title: siteTitle },
    },
    {
      path: /^\/acp-newsroom\/multimedia\/?$/i,
      query: { bclid: /^(?<list>[0-9]+)$/, bctid: /^(?<video>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{list}', title_id: '{video}' },
    },
    // Blog monthly archives.
    {
      path: /^\/(?<month>[0-9]{4}\/[0-9]{2})\/?$/,
      fields: {
        rtype: 'RECORD_VIEW',
        mime: 'HTML',
        publication_title: siteTitle,
        title_id: '{month}',
      },
    },
    { path: /^\/practice-resources\/?$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
  ],
});
