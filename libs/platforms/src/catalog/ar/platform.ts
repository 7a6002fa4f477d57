import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, issueToc, split } from '../../rules/index.js';

// Annual Reviews DOIs: 10.1146/annurev-<journal>-<id>.
export default definePlatform({
  name: 'ar',
  longName: 'Annual Reviews',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5408d15fbdaeda681daa6a70',
  publisherName: 'Annual Reviews',
  status: 'stable',
  domains: ['www.annualreviews.org'],
  rules: [
    // Current platform (Ingenta Edify): /content/journals/<code>/<vol>/<issue>
    {
      path: /^\/content\/journals\/(?<code>[a-z0-9]+)\/(?<vol>[0-9]+)\/(?<issue>[^/]+)\/?$/i,
      fields: issueToc(),
    },
    ...atyponRules({ tocMime: 'MISC', doiFields: { title_id: split('{suffix}', '-', 1) } }),
  ],
});
