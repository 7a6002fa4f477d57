import { definePlatform } from '../../rules/index.js';

// Airiti Library ids: publication P…, issue N…, document <publication>-<issue>-<n>.
export default definePlatform({
  name: 'airlib',
  longName: 'Airiti Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/650c8e6d3ec8e615baad5c97',
  status: 'beta',
  domains: ['www.airitilibrary.com'],
  rules: [
    { path: /^\/Search\/[a-z]+Search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/Publication\/alPublicationJournal\/?$/i,
      query: { PublicationID: /^(?<pub>[A-Z][0-9]+)$/i, IssueID: /^(?<issue>[A-Z][0-9]+)$/i },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{pub}', unitid: '{issue}' },
    },
    {
      path: /^\/Publication\/alDetailedMesh\/?$/i,
      query: { DocID: /^(?<doc>(?<pub>[A-Z][0-9]+)-(?<issue>[A-Z][0-9]+)-[0-9]+)$/i },
      fields: { rtype: 'ABS', mime: 'HTML', title_id: '{pub}', issue: '{issue}', unitid: '{doc}' },
    },
  ],
});
