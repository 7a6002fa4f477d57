import { definePlatform, replace } from '../../rules/index.js';

export default definePlatform({
  name: 'mdct',
  longName: 'Mediacités',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db91312dd606590d65291',
  status: 'beta',
  domains: ['www.mediacites.fr'],
  rules: [
    {
      path: /^\/(?:[a-z0-9-]+\/)+(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/(?<slug>[^/]+)\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_date: replace('{date}', /\//g, '-'),
        unitid: '{slug}',
      },
    },
    { path: /^\/$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
