import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ciinii',
  longName: 'CiiNii',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62cc3a5a4898708a3ea4c47c',
  status: 'beta',
  domains: ['cir.nii.ac.jp', 'ci.nii.ac.jp'],
  rules: [
    {
      path: /^\/(?:all|articles|books|dissertations|data)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    // CiNii Books records by NCID.
    { path: /^\/ncid\/[A-Z]{2}[0-9]{7}[0-9X]$/i, fields: { rtype: 'METADATA', mime: 'HTML' } },
  ],
});
