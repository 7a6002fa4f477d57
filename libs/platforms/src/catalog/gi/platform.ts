import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'gi',
  longName: 'Generalis-Indexpresse',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54c76aea603d68ad0ad3a61d',
  status: 'beta',
  domains: ['www.generalis-indexpresse.com'],
  rules: [
    {
      path: /^\/article\.asp$/i,
      query: { nodoc: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
  ],
});
