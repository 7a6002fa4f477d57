import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'xerfi',
  longName: 'Xerfi',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552e2834f0544cce792ee79a',
  status: 'beta',
  domains: ['www.xerfi-knowledge.com', 'www.xerfiknowledge.com', 'www.xerfi.com'],
  rules: [
    {
      path: /^\/[^/]+\/[^/]+\/pdf\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'REPORT', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/(?:[a-z-]*canal[a-z-]*|[a-z]+\/extrait-video-report)\/(?<id>[a-z0-9-]+(?:_[0-9]+)?)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    { path: /^\/rechercheretude\/[^/]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
