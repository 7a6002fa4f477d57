import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'acl',
  longName: 'Access Learning',
  status: 'beta',
  domains: ['www.accesslearning.com'],
  rules: [
    {
      path: /^\/search\.cfm$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{q.subjects}', search_term: '{q.keyword}' },
    },
  ],
});
