import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lerobert',
  longName: 'Le Robert',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5587c39cfa4d4f604b3e5aa9',
  status: 'beta',
  domains: [
    'gr.bvdep.com',
    'pr.bvdep.com',
    'grc.bvdep.com',
    'dixel.bvdep.com',
    'www.lerobert.com',
    'grandrobert.lerobert.com',
    'petitrobert.lerobert.com',
  ],
  rules: [
    {
      path: /^\/robertArticle\.asp$/i,
      query: { id: /^(?<id>[0-9A-F]+)$/i },
      fields: { rtype: 'ENCYCLOPAEDIA_ENTRY', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/robertSearch\.asp$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
