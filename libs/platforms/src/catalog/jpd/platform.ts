import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jpd',
  longName: 'Jobs People Do',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6183e10ca2122d6c929967fb',
  status: 'beta',
  domains: ['jobspeopledo.com'],
  rules: [
    // Videos open from a hash holding the video file URL.
    {
      path: /^\/job-videos\/?$/i,
      hash: /\/(?<id>[0-9]{2}-[0-9]{4}\.[0-9]{2})\.mp4$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/job-videos\/?$/i,
      query: { What: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/[0-9]{4}\/[0-9]{2}\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
