import { definePlatform, matches, pick } from '../../rules/index.js';

const DATE = '[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}';

export default definePlatform({
  name: 'imf',
  longName: 'International Monetary Fund',
  docUrl: 'http://ang.couperin.org/platforms/5d94f28c422a6530125edc67',
  status: 'stable',
  domains: ['www.imf.org', 'imf.org', 'mediacenter.imf.org', 'data.imf.org', 'blogs.imf.org'],
  rules: [
    // Publication landing pages: /en/Publications/<series>/Issues/<y>/<m>/<d>/<slug>
    {
      path: new RegExp(
        `^/[a-z]{2}/Publications/(?<title>(?<series>[^/]+)/Issues/${DATE})/(?<slug>[^/]+)$`,
        'i',
      ),
      fields: {
        rtype: 'ABS',
        mime: 'HTML',
        title_id: '{title}',
        publication_title: '{series}',
        unitid: '{slug}',
      },
    },
    // Files of a dated issue: /~/media/Files/Publications/<series>/<year>/<Mon>/<part…>.ashx;
    // `sum…` parts are summaries, the others full texts.
    {
      path: /^\/~\/media\/Files\/Publications\/(?<title>(?<series>[^/]+)\/[0-9]{4}\/[a-z]{3})\/(?<part>.+\/(?<leaf>[^/]+))\.ashx$/i,
      fields: {
        rtype: pick(matches('{leaf}', /^sum/i), 'ABS', 'ARTICLE'),
        mime: pick(matches('{leaf}', /^sum/i), 'HTML', 'PDF'),
        title_id: '{title}',
        publication_title: '{series}',
        unitid: '{part}',
      },
    },
    {
      path: /^\/~\/(?<title>media\/Files\/Publications\/(?<series>[^/]+)\/[0-9]{4})\/(?<file>[^/]+)\.ashx$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{title}',
        publication_title: '{series}',
        unitid: '{file}',
      },
    },
    {
      path: /^\/~\/media\/Websites\/(?<title>(?<site>[^/]+)\/.+)\/(?<file>[^/]+)\.ashx$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{title}',
        publication_title: '{site}',
        unitid: '{file}',
      },
    },
    {
      path: new RegExp(`^/[a-z]{2}/(?<title>News/Articles/${DATE})/(?<slug>[^/]+)$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{title}', unitid: '{slug}' },
    },
    // blogs.imf.org
    {
      path: new RegExp(`^/(?<date>${DATE})/(?<slug>[^/]+)/?$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: 'blog/{date}', unitid: '{slug}' },
    },
    {
      path: /^\/bloggers\/(?<name>[^/]+)\/?$/i,
      fields: { rtype: 'BIO', mime: 'HTML', title_id: 'bloggers', unitid: '{name}' },
    },
    { path: /^\/category\/[^/]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    // Videos
    {
      path: /^\/external\/mmedia\/view\.aspx$/i,
      query: { vid: /^(?<vid>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{vid}' },
    },
    { path: /^\/external\/mmedia\/view\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
    {
      path: /^\/(?<title>[^/]+\/[^/]+\/[^/]+)\/[as]\/(?<uuid>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{title}', unitid: '{uuid}' },
    },
    // data.imf.org
    {
      path: /^\/$/,
      query: { sk: /^(?<key>[0-9a-f-]+)$/i },
      fields: { rtype: 'DATASET', mime: 'MISC', unitid: '{key}' },
    },
    {
      path: /^\/api\/document\/download$/i,
      query: { key: /^(?<key>[0-9a-z-]+)$/i },
      fields: { rtype: 'DATASET', mime: 'MISC', unitid: '{key}' },
    },
    {
      path: /^\/[a-z]{2}\/(?:publications\/search|Publications\/Publications-By-Subject|Countries\/[a-z]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'MISC' },
    },
  ],
});
