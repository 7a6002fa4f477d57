import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ego',
  longName: 'Egora',
  status: 'beta',
  domains: ['www.egora.fr'],
  rules: [
    { path: /^\/search\/node(?:\/[^/]*)?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Articles: /<section>/<rubric>/<id>-<slug>.
    {
      path: /^\/[a-z-]+\/[a-z-]+\/(?<id>[0-9]+)-[a-z0-9-]+$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
