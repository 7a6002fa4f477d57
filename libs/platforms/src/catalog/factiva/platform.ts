import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'factiva',
  longName: 'Factiva',
  docUrl: 'http://ang.couperin.org/platforms/54cf77d86fb3dcfacb0a517e',
  status: 'stable',
  domains: [
    'suggest.factiva.com',
    'utilities.factiva.com',
    'viewer.factiva.com',
    'www.wsj.com',
    'global.factiva.com',
  ],
  rules: [
    // Articles are addressed by their accession number (`an`, or `accessionID`).
    {
      path: /^\/(?:redir|ha|aa|ga)\/default\.aspx$/i,
      query: { an: /^(?<an>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{an}' },
    },
    {
      query: { accessionID: /^(?<an>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{an}' },
    },
    {
      path: /^\/ha\/default\.aspx$/i,
      query: { page_driver: /^searchBuilder/i },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/controls\/search\/[^/]+\.ashx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/[a-z]{2}\/sess\/login\.asp$/i, fields: { rtype: 'OTHER', mime: 'HTML' } },
  ],
});
