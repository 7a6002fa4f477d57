import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'acm',
  longName: 'Association for Computing Machinery',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53a98341fcc5039209c5edb2',
  publisherName: 'Association for Computing Machinery',
  status: 'stable',
  domains: [
    'www.acm.org',
    'dl.acm.org',
    'delivery.acm.org',
    'portalparts.acm.org',
    'queue.acm.org',
  ],
  rules: [
    // Legacy delivery server: /10.1145/<bucket>/<id>/<file>.pdf, the DOI is prefix + id.
    {
      path: /^\/(?<prefix>10\.[0-9]{4,9})\/[0-9]+\/(?<id>[0-9.]+)\/[^/]+\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', doi: '{prefix}/{id}' },
    },
    // ACM Queue articles.
    {
      path: /^\/detail\.cfm$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    ...atyponRules(),
  ],
});
