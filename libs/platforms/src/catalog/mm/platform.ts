import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'mm',
  longName: 'Ministry Matters',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b282fa9a0e1172f5edcbaf8',
  status: 'beta',
  domains: ['www.ministrymatters.com', 'ministrymatters.com'],
  rules: [
    {
      path: /^\/(?<view>reader|product)\/(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: {
        rtype: lookup('{view}', { reader: 'BOOK_SECTION', product: 'ABS' }),
        mime: 'HTML',
        unitid: '{isbn}',
        print_identifier: '{isbn}',
      },
    },
    { path: /^\/library(?:_beta)?\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
