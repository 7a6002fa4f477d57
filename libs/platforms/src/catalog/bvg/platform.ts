import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bvg',
  longName: 'Bates Visual Guide To Physical Examination',
  status: 'beta',
  domains: ['batesvisualguide.com'],
  rules: [
    {
      path: /^\/data\/multimedia\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/DocumentLibrary\/[^/]+\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'TOC', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/multimedia\.aspx$/i,
      query: { categoryId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/MultimediaPlayer\.aspx$/i,
      query: { multimediaid: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'VIDEO', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
