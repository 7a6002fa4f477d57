import { definePlatform, split } from '../../rules/index.js';

// Entities are named in `uri` (Institution/201011, Customer/0/ResearchArea/165664).
const entityId = split('{q.uri}', '/', -1);

export default definePlatform({
  name: 'scival',
  longName: 'SciVal',
  docUrl: 'http://analyses.ezpaarse.org/platforms/658af23d3a96fc306db71555',
  status: 'beta',
  domains: ['scival.com'],
  rules: [
    { path: /^\/home\/?$/i, fields: { rtype: 'SESSION', mime: 'HTML' } },
    {
      path: /^\/overview\/(?<view>[a-z]+)\/?$/i,
      query: { uri: true },
      fields: { rtype: 'TOOL', mime: 'HTML', db_id: '{view}', unitid: entityId },
    },
    {
      path: /^\/(?<module>impact)\/[a-z]+\/?$/i,
      query: { uri: true },
      fields: { rtype: 'TOOL', mime: 'HTML', db_id: '{module}', unitid: entityId },
    },
    {
      path: /^\/(?<module>collaboration)\/[a-z]+\/?$/i,
      query: { uri: true },
      fields: { rtype: 'TOOL', mime: 'HTML', db_id: '{module}', unitid: '{q.uri}' },
    },
    {
      path: /^\/(?:trends|benchmarking)\/[a-z]+\/?$/i,
      query: { uri: true },
      fields: { rtype: 'TOOL', mime: 'HTML', unitid: entityId },
    },
  ],
});
