import { definePlatform, doiItem, lookup } from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/]+))';

export default definePlatform({
  name: 'frontiersin',
  longName: 'FRONTIERSIN',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5f71b1575034ce6c3db9c9b7',
  status: 'beta',
  domains: ['www.frontiersin.org'],
  rules: [
    // PDFs are read through ReadCube.
    {
      host: /(?:^|\.)readcube\.com$/i,
      path: new RegExp(`^/articles/${DOI}/?$`, 'i'),
      fields: doiItem('ARTICLE', 'PDF'),
    },
    {
      path: new RegExp(`^/articles/${DOI}/(?<format>full|pdf|epub|xml)$`, 'i'),
      fields: {
        ...doiItem(
          'ARTICLE',
          lookup('{format}', { full: 'HTML', pdf: 'PDF', epub: 'EPUB', xml: 'XML' }),
        ),
      },
    },
  ],
});
