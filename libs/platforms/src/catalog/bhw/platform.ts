import { definePlatform, lookup } from '../../rules/index.js';

// Brockhaus: /ecs/<section>/…/<slug>
const SECTION_RTYPE = { enzy: 'ENCYCLOPAEDIA_ENTRY', bild: 'IMAGE', karta: 'MAP' };

export default definePlatform({
  name: 'bhw',
  longName: 'Brockhaus Wissenservice',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60c9a7d0f882452af6ee9b9a',
  status: 'beta',
  domains: ['brockhaus.de'],
  rules: [
    {
      path: /^\/ecs\/(?<section>enzy|bild|karta)\/[a-z]+\/(?<id>[^/]+)$/i,
      fields: { rtype: lookup('{section}', SECTION_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
  ],
});
