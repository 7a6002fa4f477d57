import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'giri',
  longName: 'Giri Repbase',
  docUrl:
    'http://analyses.ezpaarse.org/platforms/6298bdce58218e41c283025f/analyses/629a01dd82226940bc617631',
  status: 'beta',
  domains: ['www.girinst.org'],
  rules: [
    { path: /^\/repbase\/(?:[a-z]+\/)*search\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
