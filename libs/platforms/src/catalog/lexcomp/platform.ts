import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lexcomp',
  longName: 'Lexicomp',
  status: 'beta',
  domains: ['online.lexi.com'],
  rules: [
    {
      path: /^\/lco\/action\/doc\/retrieve\/docid\/[a-z_]+\/(?<id>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/lco\/action\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
