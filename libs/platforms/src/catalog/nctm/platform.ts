import { definePlatform, issueFields, lookup } from '../../rules/index.js';

// PubFactory: /{view,downloadpdf}/journals/<code>/<vol>/<issue>/<article>.xml
export default definePlatform({
  name: 'nctm',
  longName: 'National Council of Teachers of Mathematics',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6155058532bd6134e9cc44e8',
  status: 'beta',
  domains: ['pubs.nctm.org'],
  rules: [
    {
      path: /^\/(?<view>view|downloadpdf)\/journals\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<issue>[0-9]+)\/(?<id>article-p[0-9a-z]+)\.xml$/i,
      fields: issueFields(
        lookup('{view}', { view: 'ABS', downloadpdf: 'ARTICLE' }),
        lookup('{view}', { view: 'HTML', downloadpdf: 'PDF' }),
        '{id}',
      ),
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
