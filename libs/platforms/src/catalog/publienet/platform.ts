import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'publienet',
  longName: 'Publie.net',
  docUrl: 'http://analyses.ezpaarse.org/platforms/57f253a632d54fa10d95dbc0',
  status: 'beta',
  domains: ['bnus.publie.net'],
  rules: [
    {
      path: /^(?:\/[a-z]{2})?\/read_book\/(?<id>[A-Z0-9]+)\/?$/i,
      fields: { rtype: 'BOOK', mime: 'PDFPLUS', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^(?:\/[a-z]{2})?\/ebook\/(?<isbn>97[89][0-9]{10})(?:\/[^/]*)?$/i,
      fields: { rtype: 'BOOK', mime: 'HTML', online_identifier: '{isbn}', unitid: '{isbn}' },
    },
  ],
});
