import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'docteur-imago',
  longName: 'Docteur Imago',
  docUrl: 'http://analyses.ezpaarse.org/platforms/600abc8b13d1f93814cb9cdd',
  status: 'beta',
  domains: ['docteurimago.fr'],
  rules: [
    // Articles end their section path: /<section>/[<subsection>/]<slug>/.
    {
      path: /^\/[a-z-]+\/(?:[a-z-]+\/)*(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
