import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'd-vision-net',
  longName: 'D-VISION NET',
  status: 'beta',
  domains: ['www-d-vision.ne.jp'],
  rules: [{ path: /^\/esservice\/?$/i, fields: { rtype: 'QUERY', mime: 'HTML' } }],
});
