import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'biotech',
  longName: 'BioTechniques',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5b6dc24f773bf96d1707011b',
  status: 'beta',
  domains: [
    'www.biotechniques.com',
    'www.future-science.com',
    'forums.biotechniques.com',
    'www.futuremedicine.com',
  ],
  rules: [
    { path: /^\/action\/doSearch$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    { path: /^\/journal\/[a-z]+\/?$/i, fields: { rtype: 'TOC', mime: 'HTML' } },
    {
      path: /^\/[a-z]+\/(?<id>(?:interview|news|article)\/[0-9]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{id}', unitid: '{id}' },
    },
    {
      path: /^\/[a-z]+\/(?<page>newsandmedia)\/?$/i,
      fields: { rtype: 'RECORD_VIEW', mime: 'HTML', title_id: '{page}' },
    },
    // phpBB forums.
    { path: /^\/view(?:topic|forum)\.php$/i, fields: { rtype: 'RECORD_VIEW', mime: 'HTML' } },
  ],
});
