import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'technavio',
  longName: 'Technavio Insights',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fdba6102ba4c11f327d7afe',
  status: 'beta',
  domains: ['technavio.com'],
  rules: [
    {
      path: /^\/report\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{slug}', unitid: '{slug}' },
    },
  ],
});
