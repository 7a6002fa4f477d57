import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lynda',
  longName: 'Lynda.com',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fc540268bc47a69ab09831a',
  status: 'beta',
  domains: ['www.lynda.com'],
  rules: [
    // Videos: /<topic>-tutorials/<title>/<course>/<video>-4.html
    {
      path: /^\/[^/]+-tutorials\/[^/]+\/[0-9]+\/(?<id>[0-9]+-[0-9]+)\.html$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    // Topic listings /<topic>-training-tutorials/<id>-0.html and searches.
    { path: /^\/[^/]+-tutorials\/[0-9]+-0\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
