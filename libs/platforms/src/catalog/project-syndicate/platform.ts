import { definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'project-syndicate',
  longName: 'Project Syndicate',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5fd2a536801463660845b59c',
  status: 'beta',
  domains: ['project-syndicate.org'],
  rules: [
    // Commentaries: /<section>/<title>-by-<author>[-<yyyy>-<mm>].
    {
      path: /^\/(?<section>onpoint|commentary)\/(?<title>[a-z0-9-]+?)-by-[a-z0-9-]+$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{title}', unitid: '{section}' },
    },
    {
      path: /^\/(?:bigpicture|longform|magazine)\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/videos\/(?<slug>[a-z0-9-]+)\/?$/i,
      fields: { rtype: 'VIDEO', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/(?:archive|search)\/?$/i,
      query: { query: true },
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
