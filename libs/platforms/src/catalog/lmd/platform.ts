import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'lmd',
  longName: 'Le monde',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5d148f2d8db78158d320c094',
  status: 'beta',
  domains: ['www.lemonde.fr'],
  rules: [
    // /<section>/article/<yyyy>/<mm>/<dd>/<slug>_<id>_<section id>.html
    {
      path: /^\/(?:[a-z0-9-]+\/)*article\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/[^/]*?_(?<id>[0-9]+_[0-9]+)\.html$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', publication_date: '{date}', unitid: '{id}' },
    },
    // Archive reader journal.lemonde.fr: …/reader/reader.html?t=<id>
    {
      path: /\/reader\/reader\.html$/i,
      query: { t: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ISSUE', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/recherche\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ],
});
