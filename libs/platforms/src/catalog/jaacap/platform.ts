import {
  healthAdvanceRules,
  HEALTH_ADVANCE_PII,
} from '../../rules/families/health-advance.family.js';
import { definePlatform } from '../../rules/index.js';

const PII_PARAM = new RegExp(`^${HEALTH_ADVANCE_PII}$`, 'i');

export default definePlatform({
  name: 'jaacap',
  longName: 'Journal of the American Academy of Child and Adolescent Psychiatry',
  docUrl: 'http://ang.couperin.org/platforms/5d14fcc13721903c95fdbb13',
  status: 'stable',
  domains: ['jaacap.org', 'www.jaacap.org'],
  rules: [
    {
      path: /^\/action\/showCitFormats$/i,
      query: { pii: PII_PARAM },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{pii}', pii: '{pii}', doi: '{q.doi}' },
    },
    {
      path: /^\/action\/showFullTextImages$/i,
      query: { pii: PII_PARAM },
      fields: { rtype: 'IMAGE', mime: 'JPEG', unitid: '{pii}', pii: '{pii}' },
    },
    ...healthAdvanceRules({ piiFields: { pii: '{pii}' } }),
    // Podcasts: /pb/assets/raw/…/jaac_pc_<vol>_<issue>-<stamp>.mp3
    {
      path: /^\/pb\/assets\/raw\/.*\/[a-z]+_pc_(?<id>[^/]+)\.mp3$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{id}', title_id: '{id}' },
    },
    // Collections: /content/<code> (an issue's "on the cover" page has a volume and issue).
    {
      path: /^\/content\/(?<code>[a-z]+_[a-z]+_[0-9]+_[0-9]+)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{code}', title_id: '{code}' },
    },
    {
      path: /^\/content\/(?<code>[a-z_]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}', title_id: '{code}' },
    },
    {
      path: /^\/(?<code>current|commentary|[a-z]+(?:_[a-z]+)+|issues|inpress)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}' },
    },
  ],
});
