import { definePlatform, lookup } from '../../rules/index.js';

const SECTION_RTYPE = { tools: 'TOOLS', submit: 'SUBMIT' };

export default definePlatform({
  name: 'tair',
  longName: 'The Arabidopsis Information Resource',
  docUrl: 'http://analyses.ezpaarse.org/platforms/541190c2582e5e76874bdc18',
  publisherName: 'The Arabidopsis Information Resource',
  status: 'beta',
  domains: ['www.arabidopsis.org'],
  rules: [
    { path: /^\/index\.jsp$/i, fields: { rtype: 'INDEX', mime: 'HTML', unitid: 'index' } },
    {
      path: /^\/(?<section>tools|submit)\/index\.jsp$/i,
      fields: {
        rtype: lookup('{section}', SECTION_RTYPE),
        mime: 'HTML',
        unitid: '{section}/index',
      },
    },
    { path: /^\/servlets\/Search$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/servlets\/TairObject$/i,
      query: { type: /^(?<type>[a-z_]+)$/i, id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{type}/{id}' },
    },
    {
      path: /^\/servlets\/TairObject$/i,
      query: { type: /^(?<type>[a-z_]+)$/i, name: /^(?<id>.+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{type}/{id}' },
    },
    {
      path: /^\/download_files(?<file>\/.+\.[a-z0-9]+)$/i,
      fields: { rtype: 'RECORD', mime: 'MISC', unitid: '{file}' },
    },
  ],
});
