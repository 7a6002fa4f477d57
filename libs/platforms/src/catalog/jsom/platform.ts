import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jsom',
  longName: 'Journal of Special Operations Medicine',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6142440f2e050b03eecba971',
  status: 'beta',
  domains: ['www.jsomonline.org'],
  rules: [
    {
      path: /^\/Library\/articles\/[0-9]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/Library\/Flipbook\//i, fields: { rtype: 'BOOK', mime: 'HTML' } },
  ],
});
