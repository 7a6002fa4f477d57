import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mandumah',
  longName: 'DarAlMandumah',
  status: 'beta',
  domains: ['search.mandumah.com', 'www.mandumah.com', 'mandumah.com', 'content.mandumah.com'],
  rules: [
    {
      path: /^\/Download\/?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/Record\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/Search\/Results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
