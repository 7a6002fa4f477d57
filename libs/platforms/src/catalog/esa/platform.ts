import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'esa',
  longName: 'Ecological Society of America',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5537558a2c3bd8e18d779b99',
  status: 'beta',
  domains: ['www.esajournals.org'],
  rules: [
    // The current issue keeps its path as unitid.
    {
      path: /^\/(?<path>toc\/(?<code>[a-z0-9]+)\/current)\/?$/i,
      fields: { rtype: 'TOC', mime: 'HTML', title_id: '{code}', unitid: '{path}' },
    },
    ...atyponRules(),
  ],
});
