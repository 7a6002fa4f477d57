import { definePlatform } from '../../rules/index.js';

// Single-page app: the route is in the hash.
export default definePlatform({
  name: 'leh',
  longName: 'Learning Express Hub',
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
