import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'openaire',
  longName: 'OpenAIRE - Archives Ouvertes',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5576e92769e52c309e8a81f3',
  status: 'beta',
  domains: ['www.openaire.eu'],
  rules: [
    {
      path: /^\/search\/(?:publication|dataset|software|other)\/?$/i,
      query: { articleId: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/search\/find(?:\/[a-z]+)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
