import type { Fields } from '../../rules/index.js';
import { definePlatform, replace } from '../../rules/index.js';

// Journal issues and articles: <journal>[-<year>]-n-<issue>-<rest>.html; anything else is a book page.
const JOURNAL =
  /^\/(?<slug>(?<title>[a-z0-9-]+?)(?:-[0-9]{4})?-n-(?<issue>[0-9]+)-[a-z0-9-]+)\.html$/i;
const SLUG = /^\/(?<slug>[a-z0-9-]+)\.html$/i;
const journalFields: Fields = {
  mime: 'HTML',
  title_id: '{title}',
  issue: '{issue}',
  unitid: '{slug}',
};

export default definePlatform({
  name: 'gn',
  longName: 'Garnier Numérique',
  docUrl: 'http://analyses.ezpaarse.org/platforms/542571b3e08961280f40e8ee',
  status: 'beta',
  domains: ['www.classiques-garnier.com', 'classiques-garnier.com'],
  rules: [
    // Older "numerique-bases" reader: the `link` value names the text (stray whitespace dropped).
    {
      path: /\/numerique-bases\/index\.php$/i,
      query: { action: 'PanelText', link: true },
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: replace('{q.link}', /\s+/g, '') },
    },
    {
      path: /\/numerique-bases\/index\.php$/i,
      query: { action: 'PanelTabmat', link: true },
      fields: { rtype: 'TOC', mime: 'HTML', unitid: replace('{q.link}', /\s+/g, '') },
    },
    {
      path: /^\/export\/pdf\/(?<slug>[a-z0-9-]+)\.html$/i,
      query: { displaymode: 'full' },
      fields: { rtype: 'BOOK_SECTION', mime: 'PDF', unitid: '{slug}' },
    },
    {
      path: /^\/export\/pdf\/(?<slug>[a-z0-9-]+)\.html$/i,
      fields: { mime: 'PDF', unitid: '{slug}' },
    },
    {
      path: JOURNAL,
      query: { displaymode: 'full' },
      fields: { ...journalFields, rtype: 'ARTICLE' },
    },
    { path: JOURNAL, fields: journalFields },
    {
      path: SLUG,
      query: { displaymode: 'full' },
      fields: { rtype: 'BOOK_SECTION', mime: 'HTML', unitid: '{slug}' },
    },
  ],
});
