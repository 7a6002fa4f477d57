import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

export default definePlatform({
  name: 'arc',
  longName: 'Aerospace Research Central',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53fe056de3d61ffdfdbed18c',
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
