import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cr',
  longName: 'Campus Review',
  docUrl: 'https://analyses.ezpaarse.org/platforms/67a377895bff01c498b868ad',
  status: 'beta',
  domains: [
    'viewer.joomag.com',
    'www-campusreview-com-au.libraryproxy.griffith.edu.au',
    'www.campusreview.com.au',
  ],
  rules: [
    // Digital magazine on Joomag: /campus-review-vol-<v>-issue-<i>-<mon>-<yyyy>/<id>
    {
      path: /^\/campus-review-vol-(?<vol>[0-9]+)-issue-(?<issue>[0-9]+)-(?<date>[a-z]+-[0-9]{4})\/(?<id>[0-9]+)$/i,
      fields: {
        rtype: 'ISSUE',
        mime: 'HTML',
        vol: '{vol}',
        issue: '{issue}',
        publication_date: '{date}',
        unitid: '{id}',
      },
    },
    { path: /^\/[0-9]{4}\/[0-9]{2}\/emag-archive\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    {
      path: /^\/(?<id>(?<date>[0-9]{4}\/[0-9]{2})\/hedx-podcast-(?<slug>.+)-episode-[0-9]+)\/?$/i,
      fields: {
        rtype: 'AUDIO',
        mime: 'MP3',
        title_id: '{slug}',
        publication_date: '{date}',
        unitid: '{id}',
      },
    },
    { path: /^\/$/, query: { s: true }, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
