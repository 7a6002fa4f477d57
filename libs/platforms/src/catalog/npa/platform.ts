import { definePlatform } from '../../rules/index.js';

// /<country>/<region>/<city>/<paper>[/<yyyy>/<mm>-<dd>]
export default definePlatform({
  name: 'npa',
  longName: 'Newspaper Archive',
  docUrl: 'http://ang.couperin.org/platforms/5a833bf4c883df44fa43025f',
  status: 'active',
  domains: [
    'access.newspaperarchive.com',
    'iip.newspaperarchive.com',
    'pdftojp2.newspaperarchive.com',
  ],
  rules: [
    {
      path: /^\/[a-z]{2}\/[a-z-]+\/[a-z-]+\/(?<id>(?<paper>[a-z0-9-]+)\/(?<year>[0-9]{4})\/(?<vol>[0-9]{2})-(?<issue>[0-9]{2}))\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_title: '{paper}',
        publication_date: '{year}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/[a-z]{2}\/[a-z-]+\/[a-z-]+\/(?<paper>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', publication_title: '{paper}' },
    },
  ],
});
