import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'argusdelassurance',
  longName: "L'Argus de l 'Assurance",
  docUrl: 'https://analyses.ezpaarse.org/platforms/698eef04ea13a3622d0ab209',
  status: 'beta',
  domains: ['www.argusdelassurance.com'],
  rules: [
    { path: /^\/rechercher\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/archives\/(?<id>[a-z-]+\/(?<year>[0-9]{4}))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', publication_date: '{year}', unitid: '{id}' },
    },
    // Articles: /<rubric>/…/<slug>.<id>
    {
      path: /^\/[a-z0-9-]+\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?<id>[0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
