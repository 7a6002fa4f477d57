import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bit',
  longName: 'B.I.T. Online',
  status: 'beta',
  domains: ['www.b-i-t-online.de'],
  rules: [
    // Whole issues: /pdf/<journal>/<issue>; single articles: /heft/<article>.pdf.
    {
      path: /^\/pdf\/[a-z]+\/(?<id>[a-z0-9-]+)$/i,
      fields: { rtype: 'ISSUE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/heft\/(?<id>[a-z0-9-]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
