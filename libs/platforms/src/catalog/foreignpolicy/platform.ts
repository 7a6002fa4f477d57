import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'foreignpolicy',
  longName: 'Foreign Policy',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['foreignpolicy.com', 'www.foreignpolicy.com'],
  rules: [
    {
      path: /^\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{date}', unitid: '{slug}' },
    },
    {
      path: /^\/author\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'BIO', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    { path: /^\/podcasts\/[a-z0-9-]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
  ],
});
