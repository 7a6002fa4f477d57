import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'pol',
  longName: 'Politico',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60ff0f230d67c42a92f3109c',
  status: 'beta',
  domains: ['politicopro.com'],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/[a-z-]*article\/[0-9]{4}\/[0-9]{2}\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/f\/?$/i,
      query: { id: /^(?<id>[0-9a-f-]+)$/i },
      fields: { rtype: 'RECORD_VIEW', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
