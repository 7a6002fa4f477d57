import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

export default definePlatform({
  name: 'arc',
  longName: 'Aerospace Research Central',
  publisherName: 'Aerospace Research Central',
  status: 'stable',
  domains: ['arc.aiaa.org'],
  rules: [
    // AIAA serves plain PDFs under /doi/pdfplus/.
    {
      path: /^\/doi\/pdfplus\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))\/?$/i,
      fields: doiItem('ARTICLE', 'PDF'),
    },
    ...atyponRules(),
  ],
});
