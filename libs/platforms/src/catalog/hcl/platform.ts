import { ojsRules } from '../../rules/families/ojs.family.js';
import { definePlatform, equals, pick } from '../../rules/index.js';

export default definePlatform({
  name: 'hcl',
  longName: 'Revue Droz Histoire et Civilisation',
  docUrl: 'http://analyses.ezpaarse.org/platforms/60ffe285f642a241d70ddda2',
  status: 'beta',
  domains: ['revues.droz.org'],
  rules: ojsRules({
    issue: { rtype: 'TOC', mime: 'HTML', unitid: '{issue}' },
    landing: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{article}' },
    // The unit keeps the galley; a download is the galley's file (PDF).
    galley: {
      rtype: 'ARTICLE',
      mime: pick(equals('{action}', 'download'), 'PDF', 'HTML'),
      unitid: '{article}/{galley}',
    },
  }),
});
