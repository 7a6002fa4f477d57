import { definePlatform } from '../../rules/index.js';

// Open Journal Systems: /article/view/<article>/<galley> is a full-text galley (PDF).
// TODO(#10): move to an ojs family
export default definePlatform({
  name: 'opus-journals',
  longName: 'OPUS Journals',
  status: 'beta',
  domains: ['emerging-neurologist.org'],
  rules: [
    {
      path: /^\/(?<id>article\/(?:view|download)\/[0-9]+\/[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/(?<id>article\/view\/[0-9]+)\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search(?:\/search)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
