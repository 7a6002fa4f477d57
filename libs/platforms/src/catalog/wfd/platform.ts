import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'wfd',
  longName: 'Wanfan data',
  docUrl: 'http://analyses.ezpaarse.org/platforms/617ba544c35de03d16900d80',
  status: 'beta',
  domains: ['www.wanfangdata.com.cn', 'd.wanfangdata.com.cn', 'oss.wanfangdata.com.cn'],
  rules: [
    {
      path: /^\/sns\/perio\/(?<code>[a-z0-9]+)\/?$/i,
      query: {
        publishYear: /^(?<year>[0-9]{4})$/,
        issueNum: /^(?<issue>[0-9]+)$/,
        page: /^(?<page>[0-9]+)$/,
      },
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        unitid: '{code}/{year}/{issue}/{page}',
      },
    },
    {
      path: /\.ashx$/i,
      query: { resourceId: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/Fulltext\/Download$/i,
      query: { fileId: /^[a-z]+_(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
