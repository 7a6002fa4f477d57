import { definePlatform } from '../../rules/index.js';

// Regional daily newspapers (EBRA group): /<section>/<yyyy>/<mm>/<dd>/<slug>, /liseuse/<edition>/<yyyymmdd>.
export default definePlatform({
  name: 'lpg',
  longName: 'Le Progrès',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db56c1dfeb60465f3741a',
  status: 'beta',
  domains: ['www.leprogres.fr'],
  rules: [
    {
      path: /^\/(?:[a-z0-9-]+\/)+(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/(?<slug>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{date}', unitid: '{slug}' },
    },
    {
      path: /^\/liseuse\/(?<id>[A-Z0-9]+\/(?<date>[0-9]{8}))\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', publication_date: '{date}', unitid: '{id}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
