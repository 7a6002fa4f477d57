import { definePlatform } from '../../rules/index.js';

// TODO(#10): same Westlaw document grammar as westlaw (GUID documents); share it.
export default definePlatform({
  name: 'westdlp',
  longName: 'Westlaw Derivatives Law and Practice',
  status: 'beta',
  domains: [
    'uk.westlaw.com',
    'westlawchile.cl',
    'www.westlaw.com.au',
    'westlawjapan.com',
    'go.westlawjapan.com',
  ],
  rules: [
    {
      path: /^\/Document\/(?<guid>I[0-9A-F]{32})\/View\/FullText\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
  ],
});
