import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'videatives',
  longName: 'Videatives Streaming Service',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63406c63b8e79c012681e08c',
  status: 'beta',
  domains: ['streaming.videatives.com'],
  rules: [
    {
      path: /^\/assets\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/assets\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
