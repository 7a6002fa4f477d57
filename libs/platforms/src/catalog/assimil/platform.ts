import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'assimil',
  longName: 'assimil',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5536240fbadd1a9df1a4f917',
  status: 'beta',
  domains: ['biblio.assimil.com'],
  rules: [
    {
      path: /^\/assimilweb\/methode\/(?<id>[0-9]+)\/[^/]+$/i,
      fields: { rtype: 'BOOK', mime: 'MISC', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
