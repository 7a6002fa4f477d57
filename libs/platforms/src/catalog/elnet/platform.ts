import { definePlatform, matches, pick } from '../../rules/index.js';

const idFields = (rtype: ReturnType<typeof pick> | string, mime: string) => ({
  rtype,
  mime,
  title_id: '{id}',
  unitid: '{id}',
});

export default definePlatform({
  name: 'elnet',
  longName: 'ELnet',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54082888180d87ba3a0afaa7',
  publisherName: 'Éditions Législatives',
  status: 'stable',
  domains: ['www.elnet.fr', 'www.editions-legislatives.fr'],
  rules: [
    // Documents: `A<number>` ids are court decisions, the others commentary.
    {
      path: /^\/documentation\/Document$/i,
      query: { id: /^(?<id>[a-z0-9_-]+)$/i },
      fields: idFields(pick(matches('{id}', /^A[0-9]+$/), 'JURISPRUDENCE', 'ARTICLE'), 'MISC'),
    },
    {
      path: /^\/documentation\/hulkStatic\/.*\/DPFORM[0-9]*\/.*\/(?<id>[^/]+)\.pdf$/i,
      fields: idFields('FORMULES', 'PDF'),
    },
    {
      path: /^\/documentation\/hulkStatic\/.*\/(?<id>[^/]+)\.pdf$/i,
      fields: idFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/aboveille\/editdoc\.do$/i,
      query: { attId: /^(?<id>[0-9]+)$/ },
      fields: idFields('ARTICLE', 'PDF'),
    },
    {
      path: /^\/aboveille\/logon\.do$/i,
      query: { attId: /^(?<id>[0-9]+)$/, forward: /^view/i },
      fields: idFields('ARTICLE', 'HTML'),
    },
  ],
});
