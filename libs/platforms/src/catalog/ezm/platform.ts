import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'ezm',
  longName: 'EZMovie',
  docUrl: 'http://analyses.ezpaarse.org/platforms/650c7ca219e8ba0ca41bc9f9',
  status: 'beta',
  domains: ['www.ezmovie.tw'],
  rules: [
    {
      path: /^\/films\/movie\/play\/(?<id>[0-9a-f]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/films\/info\/(?<id>[0-9a-f]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/[^/]+\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
