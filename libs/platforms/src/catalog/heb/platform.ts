import { definePlatform, upper } from '../../rules/index.js';

const ID = '(?<id>heb[0-9]+\\.[0-9]+\\.[0-9]+)';

export default definePlatform({
  name: 'heb',
  longName: 'Humanities E-Books',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5ac51b0b549fec818ddfa00d',
  status: 'beta',
  domains: ['www.humanitiesebook.org', 'quod.lib.umich.edu'],
  rules: [
    {
      path: new RegExp(`^/cache/h/e/b/${ID}/[^/]+\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/cgi/p/pod/dod-idx/${ID}\\.(?<ext>epub|mobi|pdf)$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: upper('{ext}'), title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/cgi\/t\/text\/text-idx$/i,
      query: { q1: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
