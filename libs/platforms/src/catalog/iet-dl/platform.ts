import { definePlatform, extract } from '../../rules/index.js';

// Delivered files name the page they come from in `itemId` (/content/<kind>/<DOI or path>).
const doiOfItem = extract('{q.itemId}', /10\.[0-9]{4,}\/[^/]+$/);

export default definePlatform({
  name: 'iet-dl',
  longName: 'IET Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/590074567ef45a71d8c7deb1',
  status: 'beta',
  domains: ['digital-library.theiet.org'],
  rules: [
    {
      path: /^\/content\/(?:reference|journals)\/(?<doi>10\.[0-9]{4,}\/(?<code>[a-z]+)\.[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', doi: '{doi}', title_id: '{code}' },
    },
    {
      path: /^\/deliver\/fulltext\/books\/.+\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', title_id: '{file}', unitid: '{file}' },
    },
    {
      path: /^\/deliver\/fulltext\/.+\/(?<file>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', doi: doiOfItem, unitid: '{file}' },
    },
  ],
});
