import { definePlatform, lookup } from '../../rules/index.js';

// Bloomsbury digital resources: /<content type>?docid=<doc>&tocid=<part>
const PAGE_RTYPE = {
  'encyclopedia-chapter': 'ENCYCLOPAEDIA_ENTRY',
  'business-case': 'ARTICLE',
  article: 'ARTICLE',
};

export default definePlatform({
  name: 'bbfc',
  longName: 'Bloomsbury Fashion Central',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63ab02d587d6d501579b5231',
  status: 'beta',
  domains: ['www.bloomsburyfashioncentral.com'],
  rules: [
    { path: /^\/search-results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/(?<page>encyclopedia-chapter|business-case|article)$/i,
      query: { docid: /^(?<id>b-[0-9]+)$/i },
      fields: { rtype: lookup('{page}', PAGE_RTYPE), mime: 'HTML', unitid: '{id}' },
    },
  ],
});
