import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'mtv',
  longName: 'Medici TV',
  docUrl: 'http://analyses.ezpaarse.org/platforms/63bc66668387d601b164cd52',
  status: 'beta',
  domains: ['edu.medici.tv'],
  rules: [
    { path: /^\/[a-z]{2}\/search\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Programmes: /<lang>/<category>/<slug>
    {
      path: /^\/[a-z]{2}\/(?<db>concerts|masterclasses|documentaries|operas|ballets|performances|archives)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', db_id: '{db}', title_id: '{slug}', unitid: '{slug}' },
    },
  ],
});
