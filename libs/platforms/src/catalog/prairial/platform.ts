import type { Fields } from '../../rules/index.js';
import { concat, definePlatform, has, join, lookup, pick } from '../../rules/index.js';

// Lodel sites: /<journal>/index.php?id=<n>[&file=1]; DOIs are 10.35562/<journal code>.<n>.
const DOI_CODE = { 'frontiere-s': 'frontieres' };
const NOT_JOURNALS = /^\/(?!(?:idref|prairialdoc)\/)(?<journal>[a-z0-9-]+)\//i;

const journalFields = (id: string): Fields => ({
  title_id: '{journal}',
  doi: concat('10.35562/', join('.', lookup('{journal}', DOI_CODE, '{journal}'), id)),
  unitid: `{journal}/${id}`,
});

const SITE = /^(?:www\.)?(?<site>rifrancophonies|alyoda)\.[a-z]+$/;
const siteFields = (doiId: string): Fields => ({
  rtype: 'ARTICLE',
  mime: pick(has('{q.file}'), 'PDF', 'HTML'),
  title_id: lookup('{site}', { rifrancophonies: 'rif' }, '{site}'),
  doi: concat('10.35562/', lookup('{site}', { rifrancophonies: 'rif' }, '{site}'), '.', doiId),
  unitid: '{id}',
});

export default definePlatform({
  name: 'prairial',
  longName: 'Prairial',
  docUrl: 'http://analyses.ezpaarse.org/platforms/62da68c1a934084b1ad8e9d2',
  status: 'beta',
  domains: ['publications-prairial.fr', 'alyoda.eu', 'rifrancophonies.com'],
  rules: [
    // publications-prairial.fr hosts one journal per folder.
    {
      host: 'publications-prairial.fr',
      path: new RegExp(`${NOT_JOURNALS.source}(?:index\\.php)?$`, 'i'),
      query: { do: '_pdfgen_get', document: /^(?<id>[0-9]+)$/ },
      fields: { ...journalFields('{id}'), rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      host: 'publications-prairial.fr',
      path: new RegExp(`${NOT_JOURNALS.source}index\\.php$`, 'i'),
      query: { id: /^(?<id>[0-9]+)$/, file: '1' },
      fields: { ...journalFields('{id}'), rtype: 'ARTICLE', mime: 'PDF' },
    },
    {
      host: 'publications-prairial.fr',
      path: new RegExp(`${NOT_JOURNALS.source}index\\.php$`, 'i'),
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: { ...journalFields('{id}'), mime: 'HTML' },
    },
    // Journals with their own domain; an anchor may name the article inside the page.
    {
      host: SITE,
      path: /^\/(?:index\.php)?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      hash: /^#(?<anchor>[0-9]+)$/,
      fields: siteFields('{anchor}'),
    },
    {
      host: SITE,
      path: /^\/(?:index\.php)?$/i,
      query: { id: /^(?<id>[0-9]+)$/ },
      fields: siteFields('{id}'),
    },
  ],
});
