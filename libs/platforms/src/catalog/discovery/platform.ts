import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'discovery',
  longName: 'Discovery Education',
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
