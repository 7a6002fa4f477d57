import { definePlatform } from '../../rules/index.js';

const SLUG = '(?<slug>[0-9]{8}-[a-z0-9-]+)';

export default definePlatform({
  name: 'hospimedia',
  longName: 'Hospimedia',
  docUrl: 'https://analyses.ezpaarse.org/platforms/6723986a8e33b361a62282a8',
  status: 'beta',
  domains: ['www.hospimedia.fr', 'abonnes.hospimedia.fr'],
  rules: [
    {
      path: new RegExp(`^/studio/medias/${SLUG}/?$`, 'i'),
      fields: { rtype: 'VIDEO', mime: 'MISC', unitid: '{slug}' },
    },
    {
      path: new RegExp(
        `^/(?:fiches-pratiques|actualites/articles|actualites|dossiers)/${SLUG}/?$`,
        'i',
      ),
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
