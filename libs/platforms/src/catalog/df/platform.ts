import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'df',
  longName: 'Digitalia Film',
  docUrl: 'http://analyses.ezpaarse.org/platforms/651739de5feacc4664c4ca08',
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
