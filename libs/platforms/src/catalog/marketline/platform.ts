import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'marketline',
  longName: 'MarketLine Advantage',
  docUrl: 'https://advantage.marketline.com:443',
  status: 'beta',
  domains: ['advantage.marketline.com'],
  rules: [
    {
      path: /^\/Analysis\/ViewasPDF\/(?<slug>[a-z0-9-]+)-(?<id>[0-9]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{slug}', unitid: '{id}' },
    },
    {
      path: /^\/Company\/(?<view>[a-z]+)\/(?<company>[^/]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{view}', unitid: '{company}' },
    },
    {
      path: /^\/(?<section>News)\/(?<id>[^/]+)$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{section}', unitid: '{id}' },
    },
    { path: /^\/search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/Analytics\/[a-z]+\/[a-z]+$/i, fields: { rtype: 'TOOL', mime: 'HTML' } },
  ],
});
