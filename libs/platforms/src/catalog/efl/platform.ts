import { definePlatform, firstOf } from '../../rules/index.js';

// Document keys read DOC$<base>; the base is the title, the anchor `refId` the unit.
export default definePlatform({
  name: 'efl',
  longName: 'Editions Francis Lefebvre',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5409b5a3c5e14a561ae76e27',
  publisherName: 'Editions Francis Lefebvre',
  status: 'stable',
  domains: [
    'abonnes.efl.fr',
    'www.efl.fr',
    'secure.efl.fr',
    'secureidp.efl.fr',
    'stat1.efl.fr',
    'medialex.efl.fr',
  ],
  rules: [
    {
      path: /^\/EFL2\/DOCUMENT\/VIEW\/documentViewUD[a-z]+\.do$/i,
      query: { key: /^(?:DOC\$)?(?<base>[a-z0-9_]+)$/i },
      fields: {
        rtype: 'JURISPRUDENCE',
        mime: 'HTML',
        title_id: '{base}',
        unitid: firstOf('{q.refId}', '{base}'),
      },
    },
    {
      path: /^\/portail\/actusdetail\.no$/i,
      query: { ezId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
