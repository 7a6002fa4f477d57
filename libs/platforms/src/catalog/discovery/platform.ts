import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'discovery',
  longName: 'Discovery Education',
  docUrl: 'http://analyses.ezpaarse.org/platforms/58f8ad250a0a2962aadf8c23',
  status: 'beta',
  domains: [
    'ekb.discoveryeducation.com',
    'en.discoveryeducation.ekb.eg',
    'discoveryeducation.ekb.eg',
  ],
  rules: [
    {
      path: /^\/video\/?$/i,
      query: { guid: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
  ],
});
