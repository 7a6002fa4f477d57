import { definePlatform, lookup } from '../../rules/index.js';

// Numdam/Cedram ids: <JOURNAL>_<year>__<vol>_[_<issue>_<article>]
const ID = '(?<id>(?<code>[A-Z]+)_[0-9]{4}__[0-9]+_[^/.]*)';

export default definePlatform({
  name: 'cedram',
  longName: 'Centre de diffusion de revues Académiques Mathématiques',
  docUrl: 'http://analyses.ezpaarse.org/platforms/564ca6e37cc10bf96edf1dba',
  status: 'beta',
  domains: ['jep.cedram.org'],
  rules: [
    {
      path: new RegExp(`^/cedram-bin/article/${ID}\\.pdf$`, 'i'),
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{code}', unitid: '{id}' },
    },
    {
      path: new RegExp(`^/cgi-bin/source/${ID}\\.(?<ext>tex|dvi|ps)$`, 'i'),
      fields: {
        rtype: 'ARTICLE',
        mime: lookup('{ext}', { tex: 'TEX', dvi: 'DVI', ps: 'PS' }),
        title_id: '{code}',
        unitid: '{id}',
      },
    },
    {
      path: /^\/cgi-bin\/feuilleter$/i,
      query: { id: new RegExp(`^${ID}$`, 'i') },
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{id}' },
    },
  ],
});
