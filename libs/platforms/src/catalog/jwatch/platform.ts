import { decode, definePlatform } from '../../rules/index.js';

export default definePlatform({
  name: 'jwatch',
  longName: 'NEJM Journal Watch',
  docUrl: 'http://ang.couperin.org/platforms/to_be_completed/',
  status: 'beta',
  domains: ['jwatch.org', 'nejmgroup.com', 'blogs.jwatch.org', 'podcasts.jwatch.org'],
  rules: [
    // www.jwatch.org/<id>/<yyyy>/<mm>/<dd>/<slug>
    {
      path: /^\/(?<id>[a-z]{2}[0-9]+)\/[0-9]{4}\/[0-9]{2}\/[0-9]{2}\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}', title_id: '{slug}' },
    },
    // Issue PDFs: /content/<specialty>/<yyyy>/<issue label>.pdf
    {
      path: /^\/content\/(?<code>[a-z-]+)\/[0-9]{4}\/(?<label>[^/]+)\.pdf$/i,
      fields: {
        rtype: 'ISSUE',
        mime: 'PDF',
        unitid: decode('{code}:{label}'),
        title_id: decode('{code}:{label}'),
      },
    },
    // Blogs: /<blog>/index.php/[<slug>/]<yyyy>/<mm>[/<dd>]/[<slug>/]
    {
      host: 'podcasts.jwatch.org',
      path: /^\/index\.php\/(?<podcast>podcast-[0-9]+)-(?<slug>[^/]+)\/(?<date>[0-9]{4}\/[0-9]{2}\/[0-9]{2})\/?$/i,
      fields: { rtype: 'AUDIO', mime: 'MISC', unitid: '{podcast}/{date}', title_id: '{slug}' },
    },
    {
      path: /^\/(?<blog>[a-z0-9-]+)\/index\.php\/(?<slug>[^/]+)\/(?<date>[0-9]{4}\/[0-9]{2}(?:\/[0-9]{2})?)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{blog}/{date}', title_id: '{slug}' },
    },
    {
      path: /^\/(?<blog>[a-z0-9-]+)\/index\.php\/(?<date>[0-9]{4}\/[0-9]{2}(?:\/[0-9]{2})?)\/(?<slug>[^/]+)\/?$/i,
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{blog}/{date}', title_id: '{slug}' },
    },
    { path: /^\/search(?:\/[a-z]+)?\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
    // Specialty home pages list the latest summaries.
    {
      host: /^(?:www\.)?jwatch\.org$/i,
      path: /^\/[a-z-]+\/?$/i,
      fields: { rtype: 'SEARCH', mime: 'HTML' },
    },
  ],
});
