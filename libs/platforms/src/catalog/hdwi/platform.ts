import { definePlatform } from '../../rules/index.js';

// Article DOIs are 10.1155/<year>/<number>.
const ARTICLE = '^/journals/(?<code>[a-z0-9]+)/(?<year>[0-9]{4})/(?<id>[0-9]+)';
const articleFields = {
  doi: '10.1155/{year}/{id}',
  publication_date: '{year}',
  title_id: '{code}',
  unitid: '{year}/{id}',
};

export default definePlatform({
  name: 'hdwi',
  longName: 'Hindawi',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6182eeaf8971690bb5b77de7',
  status: 'beta',
  domains: ['www.hindawi.com'],
  rules: [
    {
      path: new RegExp(`${ARTICLE}\\.ris$`, 'i'),
      fields: { ...articleFields, rtype: 'RECORD_VIEW', mime: 'RIS' },
    },
    {
      path: new RegExp(`${ARTICLE}\\.pdf$`, 'i'),
      fields: { ...articleFields, rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      path: new RegExp(`${ARTICLE}/?$`, 'i'),
      fields: { ...articleFields, rtype: 'ARTICLE', mime: 'HTML' },
    },
    {
      path: /^\/search\/all\/(?<term>[^/]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', search_term: '{term}' },
    },
  ],
});
