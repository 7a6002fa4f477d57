import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'kmw-chinatimes',
  longName: 'KMW Chinatimes',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a4f6d3022d73e5768f05065',
  status: 'beta',
  domains: ['kmw.chinatimes.com'],
  rules: [
    {
      path: /^\/News\/NewsContent\.aspx$/i,
      query: { uid: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/News\/BanImgContent\.aspx$/i,
      query: { logno: /^(?<id>.+)$/ },
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/News\/[a-z]*ResultList\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Daily editions: EPUB pages and page-image previews, by issue date.
    {
      path: /^\/EpubContent\/[0-9]+\/[0-9]{4}\/(?<issue>[0-9]{8})\//i,
      fields: { rtype: 'ARTICLE', mime: 'EPUB', unitid: '{issue}' },
    },
    {
      path: /^\/DigtalBP\/Preview\.aspx$/i,
      query: { i: /^(?<issue>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{issue}' },
    },
    {
      path: /^\/DigtalBP\/FVImgPreview\.aspx$/i,
      query: { sisse: /^(?<issue>[0-9]+)$/ },
      fields: { rtype: 'IMAGE', mime: 'HTML', unitid: '{issue}' },
    },
    {
      path: /^\/Chinatimes\/EFNewsCont[a-z]*\.aspx$/i,
      query: { sNo: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
