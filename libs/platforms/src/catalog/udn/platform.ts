import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'udn',
  longName: 'Reading UDN',
  docUrl: 'https://analyses.ezpaarse.org/platforms/66ba5f51a0dbbbaa0e3efc3c',
  status: 'beta',
  domains: ['reading.udn.com'],
  rules: [
    {
      path: /^\/read\/story\/(?<id>[0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/read\/cate\/(?<id>[0-9]+(?:\/[0-9]+)?)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?:read\/search\/[^/]+|udnlib\/[^/]+\/booksearch)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
