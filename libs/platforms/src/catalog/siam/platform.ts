import { atyponDoiRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

// Atypon DOI pages (ref is a record view); the TOCs are searches by publication, in MISC.
export default definePlatform({
  name: 'siam',
  longName: 'siam',
  docUrl: 'http://analyses.ezpaarse.org/platforms/565d788344d4ba734b6613e1',
  status: 'beta',
  domains: ['epubs.siam.org'],
  rules: [
    ...atyponDoiRules({
      kinds: ['abs', 'full', 'pdf', 'epdf', 'ref', 'suppl'],
      rtypes: { ref: 'RECORD_VIEW' },
      bare: false,
    }),
    {
      path: /^\/action\/doSearch$/i,
      query: { publication: /^(?<pub>[0-9]+)$/ },
      fields: { rtype: 'TOC', mime: 'MISC', title_id: '{pub}' },
    },
  ],
});
