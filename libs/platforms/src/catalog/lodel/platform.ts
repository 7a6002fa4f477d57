import { definePlatform } from '../../rules/index.js';

// Lodel sites /<site>/index.php?id=<n> and their attachments /<site>/docannexe/file/<n>/<name>.pdf
export default definePlatform({
  name: 'lodel',
  longName: 'LODEL : pour Irevues',
  docUrl: 'http://analyses.ezpaarse.org/platforms/5416f879af1f9e2c9ef0d9d4',
  publisherName: 'I-Revues',
  status: 'stable',
  domains: ['lodel.irevues.inist.fr'],
  rules: [
    {
      path: /^\/(?<id>(?<site>[a-z0-9-]+)\/docannexe\/file\/[0-9]+\/[^/]+\.pdf)$/i,
      fields: { rtype: 'ARTICLE', mime: 'PDF', title_id: '{site}', unitid: '{id}' },
    },
    {
      path: /^\/(?<site>[a-z0-9-]+)\/index\.php$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'ARTICLE', mime: 'HTML', title_id: '{site}', unitid: '{site}/{id}' },
    },
  ],
});
