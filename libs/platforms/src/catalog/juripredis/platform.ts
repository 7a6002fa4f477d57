import { definePlatform } from '../../rules/index.js';

// Decisions /arrets/<SOURCE><number>: the source prefix is the title.
export default definePlatform({
  name: 'juripredis',
  longName: 'Juripredis',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5c178ca1be4bd874e1007022',
  status: 'beta',
  domains: ['app.juripredis.com', 'api.juripredis.com'],
  rules: [
    {
      path: /^\/arrets\/(?<id>(?<source>[A-Z]+?)(?:[0-9]{12,}))\/?$/,
      fields: { rtype: 'JURISPRUDENCE', mime: 'HTML', title_id: '{source}', unitid: '{id}' },
    },
  ],
});
