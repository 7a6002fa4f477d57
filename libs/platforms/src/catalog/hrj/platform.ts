import { definePlatform, int } from '../../rules/index.js';

export default definePlatform({
  name: 'hrj',
  longName: 'HyRead Journal',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61694fbeab382929edce0902',
  status: 'beta',
  domains: ['www.hyread.com.tw'],
  rules: [
    // Article records by zero-padded system id; the reference drops the padding.
    {
      path: /^\/hyreadnew\/search_detail[a-z_]*\.jsp$/i,
      query: { sysid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', pii: int('{id}') },
    },
  ],
});
