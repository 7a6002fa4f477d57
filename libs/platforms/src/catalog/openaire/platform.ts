import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'openaire',
  longName: 'OpenAIRE - Archives Ouvertes',
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
