import { kohaRules } from '../../rules/families/koha.family.js';
import { definePlatform } from '../../rules/index.js';

// A Koha catalogue with its own PDF viewer.
export default definePlatform({
  name: 'eth',
  longName: 'Obeikan Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/59005e1a9b2afe7eb72de9da',
  status: 'beta',
  domains: ['ethraadl.com', 'vew.ethraadl.com'],
  rules: [
    ...kohaRules(),
    {
      path: /^\/upload\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    // The viewer receives the PDF address base64-encoded; the encoded value is kept as unitid.
    {
      path: /^\/vbbz\.php$/i,
      query: { link: /^(?<link>[a-z0-9+/]+=*)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{link}' },
    },
  ],
});
