import { definePlatform } from '../../rules/index.js';

// BMJ article ids are DOI suffixes: 10.1136/<id>.
// TODO(#10): move to the highwire family (bmj.com keeps the HighWire /content/ grammar).
export default definePlatform({
  name: 'bmj',
  longName: 'BMJ',
  status: 'beta',
  domains: ['www.bmj.com'],
  rules: [
    {
      path: /^\/archive\/online\/(?<year>[0-9]{4})\/(?<week>[0-9]{2}-[0-9]{2})\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', unitid: '{year}/{week}' },
    },
    {
      path: /^\/content\/(?<code>[a-z]+)\/(?<vol>[0-9]+)\/(?<id>[a-z]+-[0-9]{4}-[0-9]+|[a-z]?[0-9]+)\.full\.pdf$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        vol: '{vol}',
        doi: '10.1136/{id}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/content\/(?<vol>[0-9]+)\/(?<id>[a-z]+-[0-9]{4}-[0-9]+|[a-z]?[0-9]+)(?:\.full)?\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', vol: '{vol}', doi: '10.1136/{id}', unitid: '{id}' },
    },
  ],
});
