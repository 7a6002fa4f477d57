import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bit',
  longName: 'B.I.T. Online',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c995bbddb0c25eab3322a4',
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
