import { definePlatform } from '../../rules/index.js';

// The reference manifest's `name` is `mergent-archives`; like `upso`, the native platform is
// keyed by its folder name until the catalog/runner settle how such names are looked up.
export default definePlatform({
  // The reference manifest's name (its folder is `mergentarchives`).
  name: 'mergent-archives',
  folder: 'mergentarchives',
  longName: 'Mergent Archives',
  docUrl: 'https://www.mergentarchives.com:443/',
  status: 'beta',
  domains: ['mergentarchives.com'],
  rules: [
    // Annual reports: one PDF per document id, titled by the company.
    {
      path: /^\/viewReport\.php$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{q.companyName}',
        unitid: '{q.documentID}',
      },
    },
    // Moody's manuals: pages of a yearly manual (INDUSTRIAL, BANK & FINANCE…).
    {
      path: /^\/modules\/corporateManuals\/displayPage\.php$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{q.companyName}',
        unitid: '{q.abbreviation}-MANUAL-{q.year}',
      },
    },
  ],
});
