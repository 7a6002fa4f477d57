import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ego',
  longName: 'Egora',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db8c46fc5da8963ed87b0',
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
