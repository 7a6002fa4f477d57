import { definePlatform } from '../../rules/index.js';

// TODO(#10): npg shares www.nature.com article grammar; consolidate with npg if they merge.
export default definePlatform({
  name: 'nature-asia',
  longName: 'Nature Asia',
  status: 'beta',
  domains: ['www.natureasia.com', 'media.nature.com', 'resource-cms.springernature.com'],
  rules: [
    {
      path: /^\/articles\/(?<id>[a-z][0-9]+-[0-9]{3}-[0-9]+-[0-9a-z]+)\/figures\/[0-9]+$/i,
      fields: { rtype: 'FIGURE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/articles\/(?<id>[a-z][0-9]+-[0-9]{3}-[0-9]+-[0-9a-z]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/original\/magazine-assets\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/original\/magazine-assets\/[^/]+\/(?<id>[^/]+)\.(?:mpga|mp3)$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/springer-cms\/rest\/v[0-9]+\/content\/(?<id>[0-9]+)\/data\/v[0-9]+$/i,
      fields: { rtype: 'AUDIO', mime: 'MP3', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/volumes\/(?<vol>[0-9]+)\/issues\/(?<issue>[0-9]+)$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{vol}/issues/{issue}',
      },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
