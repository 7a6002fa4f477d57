import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bjh',
  longName: 'Boomjuridischtijdschriften',
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
