import { definePlatform } from '../../rules/index.js';

// TODO(#10): same HighWire-style paths as pmr, reported with other fields.
export default definePlatform({
  name: 'pageant-media',
  longName: 'Pageant Media Journals',
  status: 'beta',
  domains: ['pm-research.com'],
  rules: [
    {
      path: /^\/content\/(?<code>[a-z]+)\/(?<id>[0-9]+\/[0-9]+\/[0-9]+)\.full\.pdf$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: /^\/content\/(?<code>[a-z]+)\/(?<id>[0-9]+\/[0-9]+\/[0-9]+)(?:\.abstract)?\/?$/i,
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
  ],
});
