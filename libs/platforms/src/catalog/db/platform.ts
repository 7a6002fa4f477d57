import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'db',
  longName: 'Dieet Behandelingsrichtlijnen',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fee24b56b034f34c521d679',
  status: 'beta',
  domains: ['www.dieetbehandelingsrichtlijnen.nl'],
  rules: [
    {
      path: /^\/richtlijnen\/(?<id>[^/]+)\.(?<ext>html?|pdf)$/i,
      fields: {
        rtype: 'RECORD',
        mime: lookup('{ext}', { pdf: 'PDF', PDF: 'PDF' }, 'HTML'),
        unitid: '{id}',
      },
    },
  ],
});
