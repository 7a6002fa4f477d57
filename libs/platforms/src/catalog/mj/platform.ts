import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mj',
  longName: 'MicroJuris',
  status: 'beta',
  domains: ['cl.microjuris.com'],
  rules: [
    {
      path: /^\/docDetail2?$/i,
      query: { Idx: /^(?<id>.+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
