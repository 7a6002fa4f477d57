import { definePlatform } from '../../rules/index.js';

// Member pages route through `module=Member&action=<screen>`.
export default definePlatform({
  name: 'rika-chronology',
  longName: 'Rika Chronology- Premium',
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
