import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'qp',
  longName: 'Quintessence Publishing',
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
