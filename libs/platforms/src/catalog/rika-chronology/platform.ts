import { definePlatform } from '../../rules/index.js';

// Member pages route through `module=Member&action=<screen>`.
export default definePlatform({
  name: 'rika-chronology',
  longName: 'Rika Chronology- Premium',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62f961418cbbc700af1404a1',
  status: 'beta',
  domains: ['www.rikanenpyo.jp'],
  rules: [
    {
      path: /^(?:\/member)?\/?$/i,
      query: { module: 'Member', action: /^(?:MS[0-9]+|Contents)$/ },
      fields: { rtype: 'TOC', mime: 'HTML' },
    },
  ],
});
