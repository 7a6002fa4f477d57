import { definePlatform } from '../../rules/index.js';

// Company pages /<page>.php?compnumber=<n>: the page names the view.
export default definePlatform({
  name: 'mergent-online',
  longName: 'Mergent Online',
  docUrl: 'https://www.mergentonline.com:443/',
  status: 'beta',
  domains: ['mergentonline.com', 'https://docportal.mergentonline.com:443/'],
  rules: [
    {
      path: /^\/(?<page>company[a-z]+|equitypricing)\.php$/i,
      query: { compnumber: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'MISC', title_id: '{page}', unitid: '{id}' },
    },
    {
      path: /^\/(?:basicsearch|advancedsearch|search)\.php$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
