import { definePlatform } from '../../rules/index.js';

const ISSUE = '^/magazines/(?<magazine>[a-z0-9-]+)/(?<year>[0-9]{4})/[a-z]+';

export default definePlatform({
  name: 'usni',
  longName: 'US Naval Institute',
  docUrl: 'http://analyses.ezpaarse.org/platforms/637698618e311602221bc4d2',
  status: 'beta',
  domains: ['www.usni.org', 'news.usni.org'],
  rules: [
    {
      path: new RegExp(`${ISSUE}/(?<slug>[a-z0-9-]+)/?$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_date: '{year}',
        title_id: '{magazine}',
        unitid: '{slug}',
      },
    },
    {
      path: new RegExp(`${ISSUE}/?$`, 'i'),
      fields: { rtype: 'TOC', mime: 'HTML', publication_date: '{year}', title_id: '{magazine}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
