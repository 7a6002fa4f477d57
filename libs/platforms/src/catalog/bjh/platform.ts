import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bjh',
  longName: 'Boomjuridischtijdschriften',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fee1cd61d5aba4b9620a4a3',
  status: 'beta',
  domains: ['www.bjutijdschriften.nl'],
  rules: [
    { path: /^\/zoek\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // /tijdschrift/<code>/<year>/<issue>/<article id>[.pdf]
    {
      path: /^\/tijdschrift\/[a-z]+\/[0-9]{4}\/[^/]+\/(?<id>[^/.]+)(?<pdf>\.pdf)?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: (ctx) => (ctx.capture('pdf') === undefined ? 'HTML' : 'PDF'),
        unitid: '{id}',
      },
    },
  ],
});
