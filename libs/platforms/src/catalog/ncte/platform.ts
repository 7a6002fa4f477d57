import { definePlatform, issueFields, issueToc } from '../../rules/index.js';

// /journals/<code>/issues/v<vol>-<issue>[/<article>]
export default definePlatform({
  name: 'ncte',
  longName: 'National Council of Teachers of English',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6157417bdfbae61fa599dbb0',
  status: 'beta',
  domains: ['library.ncte.org'],
  rules: [
    {
      path: /^\/journals\/(?<code>[a-z]+)\/issues\/v(?<vol>[0-9]+)-(?<issue>[0-9]+)\/(?<id>[0-9]+)\/?$/i,
      fields: issueFields('ARTICLE', 'PDF', '{id}'),
    },
    {
      path: /^\/journals\/(?<code>[a-z]+)\/issues\/(?<id>v(?<vol>[0-9]+)-(?<issue>[0-9]+))\/?$/i,
      fields: issueToc('{id}'),
    },
  ],
});
