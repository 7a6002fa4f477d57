import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ee',
  longName: 'Exact Editions',
  docUrl: 'http://analyses.ezpaarse.org/platforms/615512befd8f6768387e62b7',
  status: 'beta',
  domains: ['reader.exacteditions.com'],
  rules: [
    // A double page (spread) of an issue.
    {
      path: /^\/issues\/(?<issue>[0-9]+)\/spread\/(?<spread>[0-9]+)\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', issue: '{issue}', unitid: '{spread}' },
    },
    { path: /^\/magazines\/[0-9]+\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
