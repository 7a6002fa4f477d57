import { definePlatform, extract } from '../../rules/index.js';

// unitid keeps the page name as written in the URL (`+` for spaces).
export default definePlatform({
  name: 'tgld',
  longName: 'Therapeutic Guidelines',
  docUrl: 'http://analyses.ezpaarse.org/platforms/658adb3b6a7444abac602db7',
  status: 'beta',
  domains: ['tgldcdp.tg.org.au'],
  rules: [
    {
      path: /^\/topicTeaser$/i,
      query: { guidelinePage: true },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        unitid: extract('{url.search}', /[?&]guidelinePage=(?<page>[^&]+)/, 'page'),
      },
    },
    { path: /^\/searchAction$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
