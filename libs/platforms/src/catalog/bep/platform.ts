import { definePlatform } from '../../rules/index.js';

// The reference folder is `bep`; the platform's name is `business-expert-press`.
export default definePlatform({
  name: 'business-expert-press',
  folder: 'bep',
  longName: 'Business Expert Press e-books',
  docUrl: 'https://a.cloud.igpublish.com:443',
  status: 'beta',
  domains: ['a.cloud.igpublish.com', 'portal.igpublish.com'],
  rules: [
    {
      path: /^\/iglibrary\/export\/book\/(?<id>[a-z0-9]+)\.pdf$/i,
      fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/iglibrary\/viewerplus\/book\/(?<id>[a-z0-9]+)(?:\/.*)?$/i,
      fields: { rtype: 'BOOK', mime: 'MISC', unitid: '{id}' },
    },
  ],
});
