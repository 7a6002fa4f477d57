import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ibfd',
  longName: 'International Bureau of Fiscal Documentation',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60bf1d23a550da8494795f10',
  status: 'beta',
  domains: ['research.ibfd.org'],
  rules: [
    {
      path: /^\/collections\/[a-z0-9_]+\/pdf\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'OTHER', mime: 'PDF', unitid: '{id}' },
    },
    // The reader is a hash route naming the HTML document; the reference gives no rtype.
    {
      hash: /^#\/doc\?(?:.*&)?url=\/collections\/[a-z0-9_]+\/html\/(?<id>[^/&.]+)\.html/i,
      fields: { mime: 'HTML', unitid: '{id}' },
    },
  ],
});
