import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'gs',
  longName: 'Google Scholar',
  docUrl: 'http://analyses.ezpaarse.org/platforms/61853b0fdc86f35b67da29ce',
  status: 'beta',
  domains: [
    'scholar.google.com',
    'scholar.google.nl',
    'scholar.google.com.au',
    'scholar.google.de',
    'scholar.google.fi',
    'scholar.google.ca',
    'scholar.google.com.hk',
    'scholar.google.co.nz',
    'scholar.google.co.uk',
    'scholar.google.se',
    'scholar.google.co.za',
    'scholar.google.it',
  ],
  rules: [
    // "Cited by" and "Related articles" links followed from a result.
    {
      path: /^\/scholar$/i,
      query: { cites: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RESULT_CLICK', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/scholar$/i,
      query: { q: /^related:/i },
      fields: { rtype: 'RESULT_CLICK', mime: 'HTML' },
    },
    { path: /^\/scholar$/i, query: { q: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
