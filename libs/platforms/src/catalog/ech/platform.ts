import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ech',
  longName: 'Les Echos',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db733649cb43da98c4709',
  status: 'beta',
  domains: ['www.lesechos.fr'],
  rules: [
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // The e-paper reader opens one dated issue.
    {
      path: /^\/liseuse\/[a-z]+\/?$/i,
      query: { date: /^(?<date>[0-9]{8})$/ },
      fields: { rtype: 'ISSUE', mime: 'HTML', publication_date: '{date}', unitid: '{date}' },
    },
    // Articles: /<section>/[<subsection>/]<slug>-<id>.
    {
      path: /^\/[a-z-]+\/(?:[a-z-]+\/)?[a-z0-9-]+-(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
