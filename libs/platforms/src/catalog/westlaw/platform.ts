import { definePlatform } from '../../rules/index.js';

// Documents are addressed by a GUID: `I` + 32 hexadecimal digits.
const GUID = '(?<guid>I[0-9a-f]{32})';

export default definePlatform({
  name: 'westlaw',
  longName: 'Thomson Reuters Westlaw',
  status: 'beta',
  domains: [
    '1.next.westlaw.com',
    'uk.westlaw.com',
    'next.westlaw.com',
    'westlaw.com',
    'westlaw.com.au',
    'westlawchile.cl',
    'lawschool.westlaw.com',
    'westlaw.ie',
    'go.westlawjapan.com',
    'nextcanada.westlaw.com',
    'westlawjapan.com',
  ],
  rules: [
    {
      path: new RegExp(`^/Document/${GUID}/View/FullText\\.html$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
    {
      path: /^\/Link\/Document\/FullText$/i,
      query: { originatingDoc: new RegExp(`^${GUID}$`, 'i') },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{guid}' },
    },
    {
      path: /^\/Browse\/Home\/(?<section>.+?)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{section}' },
    },
    { path: /^\/Search\/Results\.html$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
