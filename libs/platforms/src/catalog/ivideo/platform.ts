import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ivideo',
  longName: 'Lib Video',
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
