import { definePlatform, lookup } from '../../rules/index.js';

// Learning items are <group>-<n>: quick guides, tutorials, tables, figures.
const GROUP_RTYPE = { TBL: 'TABLE', FIG: 'FIGURE' };

export default definePlatform({
  name: 'aw',
  longName: 'Academic Writer',
  docUrl: 'http://analyses.ezpaarse.org/platforms/621549b3508da32f46bad3d6',
  status: 'beta',
  domains: ['academicwriter.apa.org'],
  rules: [
    {
      path: /^\/learn\/browse\/(?<id>(?<group>[A-Z]+)-[0-9]+)$/i,
      fields: {
        rtype: lookup('{group}', GROUP_RTYPE, 'EXERCISE'),
        mime: 'HTML',
        db_id: '{group}',
        title_id: '{id}',
        unitid: '{id}',
      },
    },
    { path: /^\/learn\/browse\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
