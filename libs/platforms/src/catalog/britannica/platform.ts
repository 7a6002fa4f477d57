import { definePlatform } from '../../rules/index.js';

const LEVEL = '^/levels/[a-z]+';

export default definePlatform({
  name: 'britannica',
  longName: 'Britannica',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552d05296bec3f56f7bd463f',
  status: 'beta',
  domains: ['global.britannica.com', 'academic.eb.com', 'www.britannica.com', 'library.eb.co.uk'],
  rules: [
    // www.britannica.com / global.britannica.com
    { path: /^\/quiz\/(?<id>[^/]+)$/i, fields: { rtype: 'EXO', mime: 'HTML', unitid: '{id}' } },
    {
      path: /^\/biography\/(?<id>[^/]+)$/i,
      fields: { rtype: 'BIO', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/list\/browse\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    // Britannica Academic: /levels/<level>/…
    {
      path: new RegExp(`${LEVEL}/article/(?<id>[0-9]+)/media$`, 'i'),
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: new RegExp(`${LEVEL}/article/(?<id>[0-9]+)$`, 'i'),
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${LEVEL}/magazine/article/(?<id>[0-9]+)$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${LEVEL}/additionalcontent/primarysources$`, 'i'),
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'BOOK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: new RegExp(`${LEVEL}/browse/(?<id>atlas)$`, 'i'),
      fields: { rtype: 'MAP', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
