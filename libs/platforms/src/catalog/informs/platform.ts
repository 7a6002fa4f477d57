import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, extract } from '../../rules/index.js';

// DOIs are 10.1287/<journal>.<…>: the journal code is the title; the reference gives no unitid.
const journal = extract('{suffix}', /^[a-z]+/i);

export default definePlatform({
  name: 'informs',
  longName: 'INFORMS',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3cb601dfae35895ff777',
  status: 'beta',
  domains: ['pubsonline.informs.org.gaelnomade', 'pubsonline.informs.org', 'www.informs.org'],
  rules: [
    {
      path: /^\/doi\/ref\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: journal, doi: '{doi}' },
    },
    ...atyponRules({ doiFields: { title_id: journal, unitid: undefined } }),
  ],
});
