import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'hrb',
  longName: 'HyRead ebook',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6169500277b41e76a7188dfd',
  status: 'beta',
  domains: ['ntust.ebook.hyread.com.tw'],
  rules: [
    {
      path: /^\/bookDetail\.jsp$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
