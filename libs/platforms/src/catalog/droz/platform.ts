import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'droz',
  longName: 'Droz',
  docUrl: 'http://analyses.ezpaarse.org/platforms/565d71c88201cb34fe899d2c',
  status: 'beta',
  domains: [
    'calvin.droz.org',
    'droz.org',
    'humanisme.renaissance.droz.org',
    'revues.droz.org',
    'textes-litteraires-francais.droz.org',
  ],
  rules: [
    {
      path: /^\/book\/(?<isbn>97[89][0-9]{10})\/?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
