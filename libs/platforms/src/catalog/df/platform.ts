import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'df',
  longName: 'Digitalia Film',
  status: 'beta',
  domains: ['www.digitaliafilmlibrary.com'],
  rules: [
    {
      path: /^\/visor\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/film\/[0-9]+\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
