import { definePlatform, lookup } from '../../rules/index.js';

export default definePlatform({
  name: 'db',
  longName: 'Dieet Behandelingsrichtlijnen',
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
