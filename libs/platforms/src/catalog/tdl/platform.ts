import { definePlatform } from '../../rules/index.js';

// Articles: /<yyyy>/<mm>/<dd>/<slug>/ or /<section>/<slug>/.
export default definePlatform({
  name: 'tdl',
  longName: 'Tribune de Lyon',
  docUrl: 'http://analyses.ezpaarse.org/platforms/623db781c9fd881ab73d2fa8',
  status: 'beta',
  domains: ['tribunedelyon.fr'],
  rules: [
    {
      path: /^\/(?<y>[0-9]{4})\/(?<m>[0-9]{2})\/(?<d>[0-9]{2})\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{y}-{m}-{d}', unitid: '{slug}' },
    },
    {
      path: /^(?:[a-z]*:?\/\/[^/]+)?\/[a-z-]+\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+){2,})\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
