import { dspaceRules } from '../../rules/families/dspace.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'dspace',
  longName: 'Irevues - Dspace',
  docUrl: 'http://analyses.ezpaarse.org/platforms/53aa91260d7c392c273070e2',
  publisherName: 'I-Revues',
  status: 'stable',
  domains: ['irevues.inist.fr', 'documents.irevues.inist.fr'],
  rules: [
    // Only PDF bitstreams; the item number is the title.
    ...dspaceRules({
      handle: '[0-9]+/(?<item>[0-9]+)',
      bitstream: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{item}', unitid: '{file}' },
    }),
  ],
});
