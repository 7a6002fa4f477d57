import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'hbr-infolinker-tw',
  longName: 'HBR Infolinker TW',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6a4368cd80e7d909325f32a3',
  status: 'beta',
  domains: ['hbr.infolinker.com.tw'],
  rules: [
    {
      path: /^\/video\.php$/i,
      query: { doi: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/article\.php$/i,
      query: { doi: /^(?<id>[a-z0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/result\.php$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
