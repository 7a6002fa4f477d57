import { definePlatform } from '../../rules/index.js';

// Joomla sites: search is index.php?option=com_search.
export default definePlatform({
  name: 'alkem',
  longName: 'ALKEM Digital Library',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63344dc9ec630f00172a3562',
  status: 'beta',
  domains: ['tpsg.alkemlibrary.com'],
  rules: [
    {
      path: /^\/(?:index\.php)?$/i,
      query: { option: 'com_search' },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
