import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'biotech',
  longName: 'BioTechniques',
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
