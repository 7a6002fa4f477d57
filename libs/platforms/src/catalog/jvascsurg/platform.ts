import { healthAdvanceRules } from '../../rules/families/health-advance.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jvascsurg',
  longName: 'Journal of Vascular Surgery',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['jvascsurg.org'],
  rules: [
    // Video attachments are titled by their id too.
    {
      path: /^\/cms\/attachment\/(?<uuid>[0-9a-f-]{36})\/[^/]+\.mp4$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{uuid}', title_id: '{uuid}' },
    },
    ...healthAdvanceRules({ piiFields: { title_id: '{pii}', pii: '{pii}' } }),
    // Visual abstracts: /ymva_va_<vol>_<issue>_<n>_full
    {
      path: /^\/(?<page>[a-z]+_va_(?<id>[0-9]+_[0-9]+_[0-9]+)_full)$/i,
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{id}', title_id: '{page}' },
    },
    {
      path: /^\/(?:content\/)?(?<code>[a-z]+[_-][a-z0-9_-]+)$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{code}', title_id: '{code}' },
    },
  ],
});
