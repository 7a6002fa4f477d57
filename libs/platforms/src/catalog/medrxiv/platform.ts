import {
  HIGHWIRE_EXT_MIME,
  highwireExtRtype,
  highwirePreprintRule,
} from '../../rules/families/highwire.family.js';
import { definePlatform } from '../../rules/index.js';

// A HighWire preprint server: /content/10.1101/<id>v<n>[.full|.full.pdf|.abstract]; the bare
// page is the abstract.
export default definePlatform({
  name: 'medrxiv',
  longName: 'MEDRXIV',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5f7ed2f8ec56c86c15bd5187',
  status: 'beta',
  domains: ['www.medrxiv.org'],
  rules: [
    highwirePreprintRule({
      rtype: highwireExtRtype('ABS'),
      mime: HIGHWIRE_EXT_MIME,
      doi: '{doi}',
      unitid: '{id}{version}',
    }),
    {
      path: /^\/collection\/(?<id>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/search\/.+$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
