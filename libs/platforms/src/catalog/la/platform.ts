import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'la',
  longName: 'Library Aware',
  docUrl: 'http://analyses.ezpaarse.org/platforms/605b6e361e968c6b0fec08fc',
  status: 'beta',
  domains: ['www.libraryaware.com', 'libraryaware.com'],
  rules: [
    {
      path: /^\/[0-9]+\/NewsletterIssues\/ViewIssue\/(?<id>[0-9a-f-]{36})\/?$/i,
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/[0-9]+\/Subscribers\/Subscribe\/?$/i, fields: { rtype: 'OTHER', mime: 'HTML' } },
    // Short links to a shared item.
    {
      path: /^\/(?<id>[0-9A-Z]{6})\/?$/,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
