import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mj',
  longName: 'MicroJuris',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618e7e1a3be7e50c914bd52f',
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
