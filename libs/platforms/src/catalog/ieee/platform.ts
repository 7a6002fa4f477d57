import { definePlatform, titleToc } from '../../rules/index.js';

const ARNUMBER = /^(?<ar>[0-9]+)$/;

export default definePlatform({
  name: 'ieee',
  longName: 'Institute of Electrical and Electronics Engineers',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b83eadee407e1d8afe7d',
  publisherName: 'Institute of Electrical and Electronics Engineers',
  status: 'beta',
  domains: ['ieeexplore.ieee.org'],
  rules: [
    {
      path: /^\/xpl\/(?:most)?RecentIssue\.jsp$/i,
      query: { punumber: /^(?<pu>[0-9]+)$/ },
      fields: titleToc('{pu}'),
    },
    {
      path: /^\/xpls\/icp\.jsp$/i,
      query: { arnumber: ARNUMBER },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{ar}' },
    },
    {
      path: /^\/xpls?\/(?:articleDetails|abstractAuthors|abstractReferences)\.jsp$/i,
      query: { arnumber: ARNUMBER },
      fields: { rtype: 'ABS', mime: 'HTML', unitid: '{ar}' },
    },
    {
      path: /^\/(?:stamp\/stamp|stampPDF\/getPDF)\.jsp$/i,
      query: { arnumber: ARNUMBER },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{ar}' },
    },
    {
      path: /^\/document\/(?<ar>[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{ar}' },
    },
    {
      path: /^\/ielx?[0-9]*\/(?<issue>[0-9]+\/[0-9]+\/issue\/[a-z0-9]+)-completeissue\.pdf$/i,
      fields: { rtype: 'ISSUE', mime: 'PDF', unitid: '{issue}' },
    },
  ],
});
