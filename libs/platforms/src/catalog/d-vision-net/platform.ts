import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'd-vision-net',
  longName: 'D-VISION NET',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f14749c364ae0c6a5de00e',
  status: 'beta',
  domains: ['www-d-vision.ne.jp'],
  rules: [{ path: /^\/esservice\/?$/i, fields: { rtype: 'QUERY', mime: 'HTML' } }],
});
