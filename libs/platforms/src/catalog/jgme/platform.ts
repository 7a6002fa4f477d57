import { atyponRules } from '../../rules/families/atypon.family.js';
import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jgme',
  longName: 'Journal of Graduate Medical Education',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['www.jgme.org'],
  rules: [
    // Literatum figure files: …/journals/content/<code>/<year>/<issue>/<article>/<date>/images/<size>/<file>
    {
      path: /^\/na101\/home\/literatum\/publisher\/[a-z]+\/journals\/content\/[a-z]+\/[0-9]{4}\/[^/]+\/(?<article>[^/]+)\/[0-9]+\/images\/[a-z]+\/(?<file>[^/]+\.(?:jpe?g|gif|png))$/i,
      fields: { rtype: 'IMAGE', mime: 'JPEG', title_id: '{article}', unitid: '{file}' },
    },
    { path: /^\/toc\/[a-z]+\/[0-9]+\/[0-9]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    {
      path: /^\/page\/(?<page>[a-z0-9-]+)$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{page}', unitid: '{page}' },
    },
    ...atyponRules({ unitid: 'doi' }),
  ],
});
