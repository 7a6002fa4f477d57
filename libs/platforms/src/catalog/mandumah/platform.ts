import { vufindRules } from '../../rules/families/vufind.family.js';
import { definePlatform } from '../../rules/index.js';

// A VuFind catalogue whose records are the articles themselves (PDF through /Download).

export default definePlatform({
  name: 'mandumah',
  longName: 'DarAlMandumah',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5900f1fd0678fa53e6e73b81',
  status: 'beta',
  domains: ['search.mandumah.com', 'www.mandumah.com', 'mandumah.com', 'content.mandumah.com'],
  rules: [
    {
      path: /^\/Download\/?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '{id}' },
    },
    ...vufindRules({ recordRtype: 'ARTICLE', recordId: '[0-9]+' }),
  ],
});
