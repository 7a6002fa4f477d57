import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'mit-smr',
  longName: 'MIT-Sloan Management Review',
  docUrl: 'https://sloanreview.mit.edu:443',
  status: 'beta',
  domains: ['sloanreview.mit.edu'],
  rules: [
    {
      path: /^\/article\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
    {
      path: /^\/(?<id>(?:issue|topic|tag)\/[^/]+)\/?$/i,
      fields: titleToc('{id}'),
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
