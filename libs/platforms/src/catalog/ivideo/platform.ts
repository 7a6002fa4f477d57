import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ivideo',
  longName: 'Lib Video',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a3b431151230f78d2964f75',
  status: 'beta',
  domains: ['www.lib.video'],
  rules: [
    {
      path: /^\/uploadFiles\/Video\/(?<id>[^/]+)\.(?:mp4|webm|m4v)$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/view\/[a-z-]+-content\.aspx$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/searchResult\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
