import { definePlatform } from '../../rules/index.js';

const idFields = (rtype: string, mime: string) => ({
  rtype,
  mime,
  unitid: '{id}',
  title_id: '{id}',
});

export default definePlatform({
  name: 'nurimedia',
  longName: 'Nurimedia',
  docUrl: 'http://ang.couperin.org/platforms/5d95239aec42156687a748e9',
  status: 'stable',
  domains: ['www.dbpia.co.kr', 'dbpia.co.kr', 'www.krpia.co.kr', 'krpia.co.kr'],
  rules: [
    // DBpia
    {
      path: /^\/journal\/publicationDetail$/i,
      query: { publicationId: /^(?<id>.+)$/ },
      fields: idFields('TOC', 'HTML'),
    },
    {
      path: /^\/journal\/voisDetail$/i,
      query: { voisId: /^(?<id>.+)$/ },
      fields: idFields('TOC', 'HTML'),
    },
    {
      path: /^\/journal\/articleDetail$/i,
      query: { nodeId: /^(?<id>.+)$/ },
      fields: idFields('ABS', 'HTML'),
    },
    {
      path: /^\/author\/authorDetail$/i,
      query: { ancId: /^(?<id>.+)$/ },
      fields: idFields('BIO', 'HTML'),
    },
    {
      path: /^\/File\/Download$/i,
      query: { nodeId: /^(?<id>.+)$/ },
      fields: idFields('ARTICLE', 'PDF'),
    },
    // KRpia viewer
    {
      path: /^\/viewer\/medaBody$/i,
      query: { 'node-id': /^(?<id>.+)$/, plctId: /^(?<plct>.+)$/ },
      fields: { rtype: 'IMAGE', mime: 'MISC', unitid: '{id}', title_id: '{plct}' },
    },
    {
      path: /^\/viewer\/action-log$/i,
      query: { plctId: /^(?<id>.+)$/ },
      fields: idFields('IMAGE', 'MISC'),
    },
    { path: /^\/(?:search\/[a-z]+|popular\/main)$/i, fields: { rtype: 'SEARCH', mime: 'MISC' } },
  ],
});
