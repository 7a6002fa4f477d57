import { definePlatform, titleToc } from '../../rules/index.js';

// Books and reference works: /<books|reference>/[download/]<slug>[/<chapter>][.pdf]
export default definePlatform({
  name: 'sk',
  longName: 'Sage Knowledge',
  docUrl: 'http://analyses.ezpaarse.org/platforms/59f165e8884aa7daec163f6e',
  status: 'beta',
  domains: ['sk.sagepub.com'],
  rules: [
    {
      path: /^\/(?:books|reference|cases|video)\/download\/(?<id>(?<book>[a-z0-9-]+)\/[a-z0-9.-]+?)\.pdf$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', title_id: '{book}', unitid: '{id}' },
    },
    {
      path: /^\/(?:books|reference)\/(?<id>(?!download\/)(?<book>[a-z0-9-]+)\/[a-z0-9.-]+)\/?$/i,
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', title_id: '{book}', unitid: '{id}' },
    },
    {
      path: /^\/(?:books|reference)\/(?<id>(?!download$)[a-z0-9-]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
