import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'luxacc',
  longName: 'LuxAccount',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c737d0f36e27198d443cf4',
  status: 'beta',
  domains: ['luxaccount.lu'],
  rules: [
    {
      path: /^\/secure\/documentview\.aspx$/i,
      query: { id: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/secure\/showfile\.aspx$/i,
      query: { id: /^(?<id>[a-z0-9]+)\.pdf$/i },
      fields: { rtype: 'JURISPRUDENCE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
