import { definePlatform, doiItem } from '../../rules/index.js';

const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[^/?#]+))';

export default definePlatform({
  name: 'sdl',
  longName: 'SPIE Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54364db70bff41ac5035e735',
  status: 'beta',
  domains: ['www.spiedigitallibrary.org'],
  rules: [
    {
      path: new RegExp(
        `^/(?:conference-proceedings-of-spie|journals/[^/]+/volume-[^/]+/issue-[^/]+)/(?:[^/]+/){1,3}${DOI}\\.(?:full|short)$`,
        'i',
      ),
      fields: doiItem('ARTICLE', 'HTML'),
    },
    {
      path: /^\/(?:proceedings|journalArticle|ebooks)\/Download$/i,
      query: { fullDOI: new RegExp(`^${DOI}$`) },
      fields: doiItem('ARTICLE', 'PDF'),
    },
    {
      path: /^\/journals\/(?<id>[^/]+\/volume-(?<vol>[^/]+)\/issue-(?<issue>[^/]+))\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
  ],
});
