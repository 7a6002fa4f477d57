import { atyponRules } from '../../rules/families/atypon.family.js';
import { pubfactoryRules } from '../../rules/families/pubfactory.family.js';
import { definePlatform, doiItem } from '../../rules/index.js';

// journals.ametsoc.org moved from Atypon (/doi/…, /toc/…) to PubFactory (/view/journals/…).
export default definePlatform({
  name: 'ams',
  longName: 'American Meteorological Society',
  docUrl: 'http://analyses.ezpaarse.org/platforms/564ca9869fe112d5d2c36d8d',
  status: 'beta',
  domains: ['journals.ametsoc.org', 'ams.allenpress.com'],
  rules: [
    ...pubfactoryRules({ doiPrefix: '10.1175' }),
    {
      path: /^\/loi\/(?<code>[a-z0-9]+)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}' },
    },
    {
      path: /^\/action\/showFullPopup$/i,
      query: { doi: /^(?<doi>10\.[0-9]{4,9}\/(?<suffix>.+))$/ },
      fields: doiItem('IMAGE', 'MISC'),
    },
    { path: /^\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML', title_id: '{q.t}' } },
    ...atyponRules(),
  ],
});
