import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'psychotherapy',
  longName: 'Psychotherapy.net',
  docUrl: 'http://www.psychotherapy.net',
  status: 'beta',
  domains: ['www.psychotherapy.net'],
  rules: [
    {
      path: /^\/article\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/video\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{slug}' },
    },
    {
      path: /^\/(?:articles|videos)\/[a-z0-9-]+\/?$/i,
      hash: /^#addsearch=/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
