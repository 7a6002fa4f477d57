import { definePlatform } from '../../rules/index.js';

// Thomson Reuters Checkpoint Chile (same /maf/app/ engine as Aranzadi, `az`).
export default definePlatform({
  name: 'cp',
  longName: 'Checkpoint',
  docUrl: 'http://analyses.ezpaarse.org/platforms/618ebaeb551ed87570e98cab',
  status: 'beta',
  domains: ['www.checkpoint.cl'],
  rules: [
    {
      path: /^\/maf\/app\/widget\/[a-z]*search[a-z]*\/run$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    { path: /^\/maf\/app\/search\/run\/[a-z]+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/maf\/app\/document$/i,
      query: { docguid: true },
      fields: { rtype: 'RECORD', mime: 'HTML' },
    },
  ],
});
