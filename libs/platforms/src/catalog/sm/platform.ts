import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'sm',
  longName: 'Symptom Media',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5e4b05bf2ad21d36b274e0af',
  status: 'beta',
  domains: ['symptommedia.com'],
  rules: [
    {
      path: /^\/film-library\/?$/i,
      hash: /^#(?<anchor>.+)$/,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{anchor}' },
    },
    {
      path: /^\/training-title-(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'EXERCISE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/film-previews\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'PREVIEW', mime: 'MISC', unitid: '{slug}' },
    },
    // Films sit at the root, their slug ending in a version (-v1).
    {
      path: /^\/(?<slug>[a-z0-9-]+-v[0-9]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{slug}' },
    },
  ],
});
