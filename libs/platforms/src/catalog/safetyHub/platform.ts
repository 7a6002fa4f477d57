import { definePlatform } from '../../rules/index.js';

// One subdomain per subscriber (tafeqld.safetyhub.com).
export default definePlatform({
  name: 'safetyHub',
  longName: 'Safety Hub',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fa98b00e274e966cd7ebb32',
  status: 'beta',
  domains: ['safetyhub.com', '*.on.worldcat.org'],
  rules: [
    { path: /^\/?$/, query: { searchKeywords: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/category\/(?<cat>[^/]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{cat}' },
    },
    {
      path: /^\/companylanding\/landingPageAjaxLoad\.php$/i,
      query: { action: 'getVideoPlayer', videoInstanceID: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
