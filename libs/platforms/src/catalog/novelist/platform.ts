import { definePlatform } from '../../rules/index.js';

// NoveList Plus on EBSCOhost (/novp/…).
// TODO(#10): move to the ebsco family
export default definePlatform({
  name: 'novelist',
  longName: 'Novelist',
  status: 'beta',
  domains: [
    'web.b.ebscohost.com',
    'web.a.ebscohost.com',
    'web.c.ebscohost.com',
    'web.d.ebscohost.com',
    'web.e.ebscohost.com',
    'web.p.ebscohost.com',
    'web.s.ebscohost.com',
  ],
  rules: [
    { path: /^\/novp\/detail\/?$/i, fields: { rtype: 'RECORD', mime: 'HTML' } },
    { path: /^\/novp\/results[a-z]*\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Browsing and search forms: NoveList's own "MISC" kind.
    { path: /^\/novp\/[a-z]+(?:\/[a-z]+)?\/?$/i, fields: { rtype: 'MISC', mime: 'HTML' } },
  ],
});
