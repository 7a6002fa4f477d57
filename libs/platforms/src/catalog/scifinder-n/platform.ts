import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'scifinder-n',
  longName: 'Scifinder-n',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62b5b03d3a8e8a799ae77fc8',
  status: 'beta',
  domains: ['scifinder-n.cas.org'],
  rules: [
    {
      path: /^\/internal\/api\/scifinderResults\/[0-9a-f]+$/i,
      query: { contentUri: /^(?<uri>.+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{uri}' },
    },
    {
      path: /^\/internal\/api\/scifinderResults\/[0-9a-f]+$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/pdf\/v[0-9]+\/.*\/(?<id>[^/]+)\.pdf$/i,
      fields: { rtype: 'FULL_TEXT_USE', mime: 'PDF', unitid: '{id}' },
    },
  ],
});
