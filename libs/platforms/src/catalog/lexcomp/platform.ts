import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lexcomp',
  longName: 'Lexicomp',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6080833909025c30ab341306',
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
