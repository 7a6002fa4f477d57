import {
  healthAdvanceRules,
  HEALTH_ADVANCE_PII,
} from '../../rules/families/health-advance.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jvir',
  longName: 'Journal of Vascular and Interventional Radiology',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.jvir.org', 'jvir.org'],
  rules: [
    {
      path: /^\/action\/showFullTextImages$/i,
      query: { pii: new RegExp(`^${HEALTH_ADVANCE_PII}$`, 'i') },
      fields: { rtype: 'SUPPL', mime: 'HTML', unitid: '{pii}' },
    },
    ...healthAdvanceRules(),
    // Podcasts: /pb/assets/raw/…/<name>.mp3
    {
      path: /^\/pb\/assets\/raw\/.*\/(?<id>[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}' },
    },
    { path: /^\/(?:issues|content\/cme)$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/(?:current|inpress)$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
  ],
});
