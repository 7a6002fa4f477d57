import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cas',
  longName: 'SciFinder / Chemical Abstracts',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5571584be8ce3e33965b39f1',
  publisherName: 'Chemical Abstracts Service',
  status: 'active',
  domains: ['www.cas.org', 'scifinder.cas.org'],
  rules: [
    // References: /scifinder/references/<DB>_<year>:<accession>/…
    {
      path: /^\/scifinder\/references\/(?<ref>[A-Z]+_[0-9]{4}:(?<an>[0-9]+))(?:\/[^/]*)?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{ref}', unitid: '{an}' },
    },
    // Substances: the CAS registry number is in `key` (REGISTRY_<rn>).
    {
      path: /^\/scifinder\/substances\/answers\/.+\.html$/i,
      query: { key: /^REGISTRY_(?<rn>[0-9]+-[0-9]{2}-[0-9])$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{rn}', unitid: '{rn}' },
    },
    { path: /^\/scifinder\/analyze\/[a-z]+$/i, fields: { rtype: 'ANALYSIS', mime: 'HTML' } },
    { path: /^\/scifinder\/substancesImage\/.+$/i, fields: { rtype: 'IMAGE', mime: 'MISC' } },
  ],
});
