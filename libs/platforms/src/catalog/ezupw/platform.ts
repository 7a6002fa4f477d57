import { definePlatform } from '../../rules/index.js';

// The Unpaywall mirror's GraphQL endpoint; `sid` names the calling service when given.
export default definePlatform({
  name: 'ezupw',
  longName: 'API Unpaywall - ezUnpaywall',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61558e451ff077751294bde7',
  status: 'beta',
  domains: ['unpaywall.inist.fr'],
  rules: [{ path: /^\/graphql\/?$/i, fields: { rtype: 'QUERY', mime: 'JSON', sid: '{q.sid}' } }],
});
