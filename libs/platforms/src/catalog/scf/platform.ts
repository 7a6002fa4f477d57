import { definePlatform } from '../../rules/index.js';

// One journal (L'Actualité Chimique) on a SPIP site: article and section slugs sit at the root.
const site = { title_id: 'lactualitechimique' };

export default definePlatform({
  name: 'scf',
  longName: 'Societe Chimique de France',
  docUrl: 'http://analyses.ezpaarse.org/platforms/54118f7276e92e8fbe7eb599',
  publisherName: 'Societe Chimique de France',
  status: 'stable',
  domains: ['www.lactualitechimique.org'],
  rules: [
    {
      path: /^\/larevue_som\.php$/i,
      query: { cle: /^(?<id>[0-9]+)$/ },
      fields: { ...site, rtype: 'TOC', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/larevue_article\.php$/i,
      query: { cle: /^(?<id>[0-9]+)$/ },
      fields: { ...site, rtype: 'ARTICLE', mime: 'MISC', unitid: '{id}' },
    },
    {
      path: /^\/pdfsecure\.php$/i,
      fields: { ...site, rtype: 'ARTICLE', mime: 'PDF', unitid: 'pdfsecure' },
    },
    {
      path: /^\/IMG\/pdf\/(?<file>[^/]+)\.pdf$/i,
      fields: { ...site, rtype: 'ARTICLE', mime: 'PDF', unitid: '{file}' },
    },
    {
      path: /^\/(?<id>numero\/[0-9]+)\/?$/i,
      fields: { ...site, rtype: 'TOC', mime: 'MISC', unitid: '{id}' },
    },
    // SPIP slugs: several hyphenated words for an article, one word for a section.
    {
      path: /^\/(?<slug>[a-z0-9]+(?:-[a-z0-9]+)+)\/?$/i,
      fields: { ...site, rtype: 'ABS', mime: 'HTML', unitid: '{slug}' },
    },
    {
      path: /^\/(?<slug>[A-Z][a-z]+)\/?$/,
      fields: { ...site, rtype: 'TOC', mime: 'MISC', unitid: '{slug}' },
    },
  ],
});
