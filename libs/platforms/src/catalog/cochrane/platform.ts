import { definePlatform } from '../../rules/index.js';

// Cochrane review DOIs: 10.1002/14651858.<CD number>.
const DOI = '(?<doi>10\\.[0-9]{4,9}/(?<suffix>[0-9]+\\.[a-z]+[0-9]+(?:\\.pub[0-9]+)?))';

export default definePlatform({
  name: 'cochrane',
  longName: 'Cochrane Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5656e6edd2f68a880d257f53',
  status: 'beta',
  domains: ['www.cochrane.org', 'www.cochranelibrary.com'],
  rules: [
    {
      path: /^\/(?<db>[a-z]+)\/table-of-contents\/(?<year>[0-9]{4})\/(?<issue>[0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{db}', unitid: '{db}/{year}/{issue}' },
    },
    {
      path: new RegExp(`^/(?<db>[a-z]+)/doi/${DOI}/pdf/.+\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{db}', doi: '{doi}', unitid: '{suffix}' },
    },
    {
      path: new RegExp(`^/(?<db>[a-z]+)/doi/${DOI}/(?<view>abstract|full)$`, 'i'),
      fields: {
        rtype: (ctx) => (ctx.capture('view') === 'abstract' ? 'ABS' : 'ARTICLE'),
        mime: 'HTML',
        title_id: '{db}',
        doi: '{doi}',
        unitid: '{suffix}',
      },
    },
  ],
});
