import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'hapi',
  longName: 'Hispanic American Periodicals',
  docUrl: 'http://analyses.ezpaarse.org/platforms/64f8b318d77a71c949527f9b',
  status: 'beta',
  domains: ['hapi.ucla.edu'],
  rules: [
    {
      path: /^\/article\/citation\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    // The frame around a linked full text names the journal (second number).
    {
      path: /^\/article\/frame\/[0-9]+\/(?<journal>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{journal}' },
    },
    { path: /^\/search\/[a-z]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
