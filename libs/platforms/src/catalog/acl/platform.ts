import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'acl',
  longName: 'Access Learning',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6172debc3ae68e3ddf85d94c',
  status: 'beta',
  domains: ['www.accesslearning.com'],
  rules: [
    {
      path: /^\/search\.cfm$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', db_id: '{q.subjects}', search_term: '{q.keyword}' },
    },
  ],
});
