import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tvp',
  longName: 'Tijdschrift Voor Psychiatrie',
  status: 'beta',
  domains: ['www.tijdschriftvoorpsychiatrie.nl'],
  rules: [
    {
      path: /^(?:\/[a-z]{2})?\/issues\/[0-9]+\/articles\/[0-9]+\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{url.pathname}' },
    },
    {
      path: /^(?:\/[a-z]{2})?\/zoeken(?:\/[a-z]+)?\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
