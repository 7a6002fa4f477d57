import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'tvp',
  longName: 'Tijdschrift Voor Psychiatrie',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fee03742683bc315e590685',
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
