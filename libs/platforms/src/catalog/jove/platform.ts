import { definePlatform, lower } from '../../rules/index.js';

const doiFields = (rtype: string, mime: string) => ({
  rtype,
  mime,
  doi: '10.3791/{id}',
  unitid: '{id}',
});
const LANG = '(?:/[a-z]{2})?';

export default definePlatform({
  name: 'jove',
  longName: 'Jove',
  docUrl: 'http://analyses.ezpaarse.org/platforms/565d7485d5d046415b5db469',
  status: 'beta',
  domains: ['www.jove.com', 'app.jove.com'],
  rules: [
    // Articles by number (DOI 10.3791/<number>), with an optional language prefix and slug.
    {
      path: new RegExp(`^${LANG}/(?:t|video)/(?<id>[0-9]+)(?:/[^/]*)?$`, 'i'),
      fields: doiFields('ARTICLE', 'HTML'),
    },
    {
      path: new RegExp(`^${LANG}/v/(?<id>[0-9]+)(?:/[^/]*)?$`, 'i'),
      fields: doiFields('VIDEO', 'MISC'),
    },
    {
      path: new RegExp(`^${LANG}/(?:pdf|pdf-materials)/(?<id>[0-9]+)(?:/[^/]*)?$`, 'i'),
      fields: doiFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/api\/free\/article\/[a-z]{2}\/(?<id>[0-9]+)\/?$/i,
      fields: doiFields('ARTICLE', 'HTML'),
    },
    {
      path: /^\/api\/articles\/v[0-9]+\/GetRIS\.php$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: doiFields('METADATA', 'RIS'),
    },
    { path: /^\/xml\/(?<id>[0-9]+)\/?$/i, fields: doiFields('METADATA', 'XML') },
    {
      path: new RegExp(`^${LANG}/science-education/(?<id>[0-9]+)(?:/[^/]*)?$`, 'i'),
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: new RegExp(`^${LANG}(?:/api/free)?/search/?$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // Browsing pages: authors, institutions, archive issues, sections.
    {
      path: /^\/author\/(?<name>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: lower('{name}') },
    },
    {
      path: /^\/institutions\/(?:[^/]+\/)*(?<id>[0-9]+-[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/archive\/(?<issue>[0-9]+)(?:\/[^/]*)?$/i,
      fields: { rtype: 'TOC', mime: 'MISC', unitid: '{issue}', issue: '{issue}' },
    },
    {
      path: new RegExp(`^${LANG}/(?<section>[a-z][a-z-]+)/?$`, 'i'),
      when: (ctx) =>
        !/^\/(?:[a-z]{2}\/)?(?:login|account|about|pricing)\/?$/i.test(ctx.url.pathname ?? ''),
      fields: { rtype: 'TOC', mime: 'MISC', unitid: '{section}' },
    },
  ],
});
