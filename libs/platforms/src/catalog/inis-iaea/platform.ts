import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'inis-iaea',
  longName: 'INIS - IAEA',
  docUrl: 'http://analyses.ezpaarse.org/platforms/6038fea69681720e067d9131',
  status: 'beta',
  domains: ['inis.iaea.org'],
  rules: [
    {
      path: /^\/search\/searchsinglerecord\.aspx$/i,
      query: { RN: /^(?<rn>[0-9]+)$/ },
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{rn}' },
    },
    // Full texts of the collection store: the file name is the record number.
    {
      path: /^\/collection\/NCLCollectionStore\/_Public\/[0-9]+\/[0-9]+\/(?<rn>[0-9]+)\.pdf$/i,
      fields: { mime: 'PDF', unitid: '{rn}' },
    },
    { path: /^\/search\/search\.aspx$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
