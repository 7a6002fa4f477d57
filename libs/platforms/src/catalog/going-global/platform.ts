import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'going-global',
  longName: 'Going Global',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fcea2561cacd53c360f9856',
  status: 'beta',
  domains: ['online.goinglobal.com'],
  rules: [
    // Country and city guides, optionally one page of a guide.
    {
      path: /^\/guide\/(?<guide>[a-z0-9-]+(?:\/page\/[a-z0-9-]+)?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: 'guide', unitid: '{guide}' },
    },
  ],
});
