import { definePlatform } from '../../rules/index.js';

// Joomla sites: search is index.php?option=com_search.
export default definePlatform({
  name: 'alkem',
  longName: 'ALKEM Digital Library',
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
