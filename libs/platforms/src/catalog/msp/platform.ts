import { definePlatform, issueFields } from '../../rules/index.js';

// /<journal>/<year>/<vol>-<issue>/<journal>-v<vol>-n<issue>-p<nn>[-s].pdf
export default definePlatform({
  name: 'msp',
  longName: 'Mathematical Sciences Publishers',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54364f73cb35340a3a7b0c30',
  status: 'beta',
  domains: ['msp.org'],
  rules: [
    {
      path: /^\/(?<code>[a-z]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]+)-(?<issue>[0-9]+)\/(?<id>[a-z]+-v[0-9]+-n[0-9]+-(?<pii>p[0-9]+)(?:-[a-z]+)?)\.pdf$/i,
      fields: { ...issueFields('ARTICLE', 'PDF', '{id}', { year: '{year}' }), pii: '{pii}' },
    },
  ],
});
