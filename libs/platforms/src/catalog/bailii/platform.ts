import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'bailii',
  longName: 'BAILII',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62c842e0db9f1a8fbfbe7d0b',
  status: 'beta',
  domains: ['www.bailii.org'],
  rules: [
    { path: /^\/cgi-bin\/lucy_search_[0-9]+\.cgi$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Documents: /<country>/<court type>/<court>/<year>/<number>.html
    {
      path: /^\/cgi-bin\/format\.cgi$/i,
      query: {
        doc: /^\/[a-z]+\/[a-z]+\/(?<court>[a-z0-9]+)\/(?<year>[0-9]{4})\/(?<id>[0-9]+)\.html$/i,
      },
      fields: {
        rtype: 'ARTICLE',
        mime: 'HTML',
        publication_date: '{year}',
        db_id: '{court}',
        unitid: '{id}',
      },
    },
  ],
});
