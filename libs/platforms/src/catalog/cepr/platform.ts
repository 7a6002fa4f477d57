import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cepr',
  longName: 'Center for economic policy research',
  docUrl: 'http://analyses.ezpaarse.org/platforms/552d071ce6621a6ad6652071',
  status: 'beta',
  domains: ['http://cepr.org'],
  rules: [
    {
      path: /^\/active\/publications\/discussion_papers\/dp\.php$/i,
      query: { dpno: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/active\/publications\/policy_insights\/viewpi\.php$/i,
      query: { pino: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/content\/(?:discussion-papers|policy-insights)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
  ],
});
