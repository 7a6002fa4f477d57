import { definePlatform, upper } from '../../rules/index.js';

// Issue slugs read [vol-<roman>-]n-<issue>[-copy]; the volume is reported in capitals.
const ISSUE = '(?<slug>(?:vol-(?<vol>[ivxlcdm]+)-)?n-(?<issue>[0-9]+(?:-[0-9]+)*)(?:-[a-z]+)?)';

export default definePlatform({
  name: 'edimark',
  longName: 'Edimark',
  domains: ['www.edimark.fr'],
  rules: [
    {
      path: new RegExp(`^/revues/(?<journal>[a-z0-9-]+)/${ISSUE}/(?<article>[a-z0-9-]+)/?$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        title_id: '{journal}',
        vol: upper('{vol}'),
        issue: '{issue}',
        unitid: '{article}',
      },
    },
    {
      path: new RegExp(`^/revues/(?<journal>[a-z0-9-]+)/${ISSUE}/?$`, 'i'),
      fields: {
        rtype: 'TOC',
        mime: 'HTML',
        title_id: '{journal}',
        vol: upper('{vol}'),
        issue: '{issue}',
        unitid: '{journal}/{slug}',
      },
    },
    {
      path: /^\/revues\/(?<journal>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'RECORD', mime: 'HTML', unitid: '{journal}' },
    },
  ],
});
