import { definePlatform, lookup } from '../../rules/index.js';

// Attachments: codebooks (cbook) are reports, result files (rpp) are data.
const ATTACH_RTYPE = { cbook: 'REPORT', rpp: 'DATASET' };

export default definePlatform({
  name: 'ksdc',
  longName: 'Korean Social Science Data Center',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6633fffa5c1d608547968b15',
  status: 'beta',
  domains: ['ksdcdb.kr', 'www.ksdcdb.kr'],
  rules: [
    { path: /^\/data\/dataSearchRes\.do$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/data\/dataSearchResView\.do$/i,
      query: { surveyId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'DATASET', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/data\/dataSearchResPollPopup\.do$/i, fields: { rtype: 'EXERCISE', mime: 'HTML' } },
    {
      path: /^\/attach\/(?<kind>[a-z]+)\/(?<id>[a-z]+_[0-9]+)\.pdf$/i,
      fields: { rtype: lookup('{kind}', ATTACH_RTYPE, 'REPORT'), mime: 'PDF', unitid: '{id}' },
    },
    {
      path: /^\/sbs\/stat\/[a-z]+\.jsp$/i,
      query: { fileN: /^(?<id>[^/]+)\.csv$/i },
      fields: { rtype: 'ANALYSIS', mime: 'CSV', unitid: '{id}' },
    },
  ],
});
