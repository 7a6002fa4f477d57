import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'iet.tv',
  longName: 'IET.tv',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5900ba7b38d024cd0308a17f',
  status: 'beta',
  domains: ['tv.theiet.org'],
  rules: [
    {
      path: /^\/$/,
      query: { videoid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
