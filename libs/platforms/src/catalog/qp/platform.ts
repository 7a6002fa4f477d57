import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'qp',
  longName: 'Quintessence Publishing',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63fcb79499d37f1502ac0cb7',
  status: 'beta',
  domains: ['www.quintpub.com'],
  rules: [
    {
      path: /^\/journals\/(?<code>[a-z]+)\/abstract\.php$/i,
      query: { article_id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
  ],
});
