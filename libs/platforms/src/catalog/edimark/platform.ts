import { definePlatform, issueFields, issueToc, upper } from '../../rules/index.js';

// Issue slugs read [vol-<roman>-]n-<issue>[-copy]; the volume is reported in capitals.
const ISSUE = '(?<slug>(?:vol-(?<vol>[ivxlcdm]+)-)?n-(?<issue>[0-9]+(?:-[0-9]+)*)(?:-[a-z]+)?)';

export default definePlatform({
  name: 'edimark',
  longName: 'Edimark',
  docUrl: 'https://analyses.ezpaarse.org/platforms/682c6dabbc9ba58a50e26589',
  status: 'beta',
  domains: ['www.edimark.fr'],
  rules: [
    {
      path: new RegExp(`^/revues/(?<journal>[a-z0-9-]+)/${ISSUE}/(?<article>[a-z0-9-]+)/?$`, 'i'),
      fields: issueFields('ARTICLE', 'HTML', '{article}', {
        code: '{journal}',
        vol: upper('{vol}'),
      }),
    },
    {
      path: new RegExp(`^/revues/(?<journal>[a-z0-9-]+)/${ISSUE}/?$`, 'i'),
      fields: issueToc('{journal}/{slug}', { code: '{journal}', vol: upper('{vol}') }),
    },
    {
      path: /^\/revues\/(?<journal>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{journal}' },
    },
  ],
});
