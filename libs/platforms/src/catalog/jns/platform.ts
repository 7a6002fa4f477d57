import { definePlatform } from '../../rules/index.js';

// PubFactory: /<site>/view/journals/<journal>/<vol>/<issue>/article-p<page>.xml
export default definePlatform({
  name: 'jns',
  longName: 'Journal of Neurosurgery',
  docUrl: 'http://analyses.ezpaarse.org/platforms/573b3d289985dcae9b62b593',
  status: 'beta',
  domains: ['thejns.org'],
  rules: [
    {
      path: /^\/(?:[a-z]+\/)?view\/journals\/[a-z-]+\/(?<id>(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/article-p[0-9a-z]+)\.xml$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', vol: '{vol}', issue: '{issue}', unitid: '{id}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
