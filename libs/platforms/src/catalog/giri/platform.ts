import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'giri',
  longName: 'Giri Repbase',
  status: 'beta',
  domains: ['www.girinst.org'],
  rules: [
    { path: /^\/repbase\/(?:[a-z]+\/)*search\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
