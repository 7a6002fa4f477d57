import { definePlatform } from '../../rules/index.js';

const PRODUCT = { ProductID: /^(?<id>[0-9]+)$/ };

export default definePlatform({
  name: 'tb',
  longName: 'Tumblebooks',
  docUrl: 'https://www.tumblebooklibrary.com',
  status: 'beta',
  domains: ['www.tumblebooklibrary.com'],
  rules: [
    {
      path: /^\/book\.aspx$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/(?:Video|ViewOnline|H5GamePlayer|Player|Read)\.aspx(?:\/[^/]*)?$/i,
      query: PRODUCT,
      fields: { rtype: 'BOOK', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    { path: /^\/TumbleSearch\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/BooksList\.aspx$/i, fields: { rtype: 'OTHER', mime: 'HTML' } },
  ],
});
