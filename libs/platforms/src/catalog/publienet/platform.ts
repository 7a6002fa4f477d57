import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'publienet',
  longName: 'Publie.net',
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
