import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'cs',
  longName: 'Clinical Skills',
  docUrl: 'http://analyses.ezpaarse.org/platforms/653981fa3957ce1dbd80761c',
  status: 'beta',
  domains: [
    'point.of.care.elsevierperformancemanager.com',
    'mns.progressivecontent.elsevierperformancemanager.com',
    'mns.content.elsevierperformancemanager.com',
  ],
  rules: [
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/patienteducation\/content\/?$/i,
      query: { searchType: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: /^\/skills\/(?<id>[0-9]+\/[a-z-]+)\/?$/i,
      query: { skillId: /^(?<skill>[a-z]+_[0-9]+)$/i },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{skill}', unitid: '{id}_{skill}' },
    },
    // Media servers: animations by release date, images by skill.
    {
      path: /^\/[^/]*Animation\/(?<id>(?<date>[0-9]{8})\/[^/]+\/[^/.]+)\.mp4$/i,
      fields: { rtype: 'VIDEO', mime: 'MISC', publication_date: '{date}', unitid: '{id}' },
    },
    {
      path: /^\/MNSImages\/(?<id>[^/]+\/[^/.]+)\.jpe?g$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', unitid: '{id}' },
    },
  ],
});
