import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bizboard',
  longName: 'Bizboard',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62cc279ef8c54169b30b544f',
  status: 'beta',
  domains: ['bizboard.nikkeibp.co.jp'],
  rules: [
    // Dictionary entries: /dic/…, /dic_supple/….
    {
      path: /^\/dic[a-z_]*\/(?<id>[a-z0-9_-]+)\.html$/i,
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
