import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'trp',
  longName: 'Thomson Reuters Proview',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618bf014c264cf634c6f15db',
  status: 'beta',
  domains: ['proview.thomsonreuters.com', 'next-proview.thomsonreuters.com'],
  rules: [
    {
      path: /^\/title\.html$/i,
      query: { titleKey: /^(?<key>.+)$/ },
      fields: { rtype: 'BOOK_PAGE', mime: 'HTML', title_id: '{key}', unitid: '{key}' },
    },
    {
      path: /^\/catalog\.html$/i,
      hash: /^#\/catalog\/[^/]+\/results/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/title\/?$/i, fields: { rtype: 'QUERY', mime: 'HTML' } },
  ],
});
