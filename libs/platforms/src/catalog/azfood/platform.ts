import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'azfood',
  longName: 'A to Z World Food',
  docUrl: 'http://analyses.ezpaarse.org/platforms/605b76fcd8cc9f6efdb520d4',
  status: 'beta',
  domains: ['www.atozworldfood.com', 'www.atozfoodamerica.com'],
  rules: [
    // Recipes and foods end with an `-f<id>` suffix; country pages are /<country>/<topic>.html.
    {
      path: /^\/(?:[a-z0-9-]+\/)+(?<id>[a-z0-9-]+-f[0-9]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>[a-z0-9-]+\/[a-z0-9-]+)\.html$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
