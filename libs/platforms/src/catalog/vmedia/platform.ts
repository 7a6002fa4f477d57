import { definePlatform } from '../../rules/index.js';

// One subdomain per subscribing institution (ntust.app.visionmedia.com.tw).
export default definePlatform({
  name: 'vmedia',
  longName: 'Vision Media',
  docUrl: 'http://analyses.ezpaarse.org/platforms/650c844a484adaf4809270f5',
  status: 'beta',
  domains: ['cgust.app.visionmedia.com.tw', 'ntust.app.visionmedia.com.tw'],
  rules: [
    { path: /^\/video\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/video\/detail\/[a-z]+\/(?<id>[0-9a-f-]{36})\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/video\/list\/?$/i,
      query: { tag_name: true },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{q.tag_name}' },
    },
  ],
});
