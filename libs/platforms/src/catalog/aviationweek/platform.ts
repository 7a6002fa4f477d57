import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aviationweek',
  longName: 'Aviation Week',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60020d51184eca25f1804183',
  status: 'beta',
  domains: ['aviationweek.com'],
  rules: [
    // Articles live under their section path (/<section>/<subsection>/<slug>, /awin/program/<id>).
    {
      path: /^\/[a-z0-9-]+(?:\/[a-z0-9-]+)+\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML' },
    },
  ],
});
