import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aaajournals',
  longName: 'American Accounting Association',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5aa5a07f044c343edcacdd73',
  status: 'beta',
  domains: ['aaajournals.org', 'aaajournals.org.ezp.lib.unimelb.edu.au', 'ezp.lib.unimelb.edu.au'],
  rules: [
    // The reference names the journal only on PDF downloads, by the DOI suffix.
    {
      path: /^\/doi\/(?:pdf|pdfplus)\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^?#/]+))\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{suffix}',
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
    ...atyponRules(),
  ],
});
