import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'aspenBooks',
  longName: 'Aspen Law',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fa985d9f982111d2301c162',
  status: 'beta',
  domains: ['ebooks.aspenlaw.com'],
  rules: [
    {
      path: /^\/product\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
  ],
});
