import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'vault',
  longName: 'Vault Campus Edition',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b6b1e3460779d48981fb298',
  status: 'beta',
  domains: [
    'access.vault.com',
    'guides.vault.com',
    'jobs.vault.com',
    'www.vault.com',
    'careerinsider.vault.com',
  ],
  rules: [
    {
      path: /^\/[a-z]+-rankings\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    {
      path: /^\/(?:internship_program|company-profiles)\/(?<id>[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
