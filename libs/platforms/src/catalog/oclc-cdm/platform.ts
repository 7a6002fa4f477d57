import { definePlatform, extract } from '../../rules/index.js';

// Each CONTENTdm site is named by its host's first label (cdm16014, michianamemory …).
const SITE = extract('{url.hostname}', /^(?<site>[^.]+)\./, 'site');

export default definePlatform({
  name: 'oclc-cdm',
  longName: 'OCLC ContentDM',
  docUrl: 'http://analyses.ezpaarse.org/platforms/609006e8df6ed6807dff8498',
  status: 'beta',
  domains: ['cdm16014.contentdm.oclc.org', 'michianamemory.sjcpl.org', '*.contentdm.oclc.org'],
  rules: [
    {
      path: /^\/digital\/collection\/(?<id>[a-z0-9]+\/id\/[0-9]+(?:\/rec\/[0-9]+)?)\/?$/i,
      fields: { db_id: SITE, rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/digital\/collection\/(?<id>[a-z0-9]+)\/?$/i,
      fields: { db_id: SITE, rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/digital\/iiif\/(?<coll>[a-z0-9]+)\/(?<id>[0-9]+)\/.*\.jpe?g$/i,
      fields: { db_id: SITE, rtype: 'IMAGE', mime: 'JPEG', unitid: '{coll}/{id}' },
    },
    {
      path: /^\/digital\/download\/collection\/(?<id>[a-z0-9]+\/id\/[0-9]+)(?:\/size\/[a-z]+)?\/?$/i,
      fields: { db_id: SITE, rtype: 'IMAGE', mime: 'JPEG', unitid: '{id}' },
    },
    {
      path: /^\/digital\/api\/collection\/[a-z0-9]+\/id\/[0-9]+\/page\/[0-9]+\/inline\/(?<id>[^/]+)$/i,
      fields: { db_id: SITE, rtype: 'OTHER', mime: 'PDF', unitid: '{id}' },
    },
    { path: /^\/digital\/search(?:\/|$)/i, fields: { db_id: SITE, rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
