import { definePlatform } from '../../rules/index.js';

// Single-page app: the route is in the hash.
export default definePlatform({
  name: 'leh',
  longName: 'Learning Express Hub',
  docUrl:
    'http://analyses.ezpaarse.org/platforms/5fcffbac1c3f1073151c4adf/analyses/5fcffc1176130010f67c994c',
  status: 'beta',
  domains: ['www.learningexpresshub.com'],
  rules: [
    {
      path: /^\/productengine\/[a-z]*index\.html$/i,
      hash: /^#\/startCourse\//i,
      fields: { rtype: 'EXERCISE', mime: 'HTML' },
    },
    {
      path: /^\/productengine\/[a-z]*index\.html$/i,
      hash: /\/search-results\//i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
