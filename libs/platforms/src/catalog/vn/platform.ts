import { definePlatform, lower } from '../../rules/index.js';

export default definePlatform({
  name: 'vn',
  longName: 'Vocable Numérique',
  docUrl: 'http://analyses.ezpaarse.org/platforms/56338332fb42a2198aed7654',
  status: 'beta',
  domains: ['pveditorsla6.immanens.com', 'www.vocable.fr', 'vocable.immanens.com'],
  rules: [
    {
      path: /^\/basearticle\/artfiles\/(?<id>[0-9]+\/[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: lower('{id}') },
    },
  ],
});
