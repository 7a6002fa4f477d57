import { definePlatform } from '../../rules/index.js';

// /journals/<code>/issues/v<vol>-<issue>[/<article>]
export default definePlatform({
  name: 'ncte',
  longName: 'National Council of Teachers of English',
  domains: ['library.ncte.org'],
  rules: [
    {
      path: /^\/journals\/(?<code>[a-z]+)\/issues\/v(?<vol>[0-9]+)-(?<issue>[0-9]+)\/(?<id>[0-9]+)\/?$/i,
      fields: {
        rtype: 'ARTICLE',
        mime: 'PDF',
        title_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/journals\/(?<code>[a-z]+)\/issues\/(?<id>v(?<vol>[0-9]+)-(?<issue>[0-9]+))\/?$/i,
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{code}',
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{id}',
      },
    },
  ],
});
