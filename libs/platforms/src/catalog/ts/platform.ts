import { definePlatform, titleToc } from '../../rules/index.js';

export default definePlatform({
  name: 'ts',
  longName: 'Tech Street',
  status: 'beta',
  domains: ['subscriptions.techstreet.com'],
  rules: [
    { path: /^\/searches(?:\/[0-9]+)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/downloads\/create\/[0-9]+\/(?<name>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{name}', unitid: '{name}' },
    },
    {
      path: /^\/products\/preview\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'PREVIEW', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/products\/(?<id>[0-9]+)\/?$/i,
      fields: titleToc('{id}'),
    },
  ],
});
