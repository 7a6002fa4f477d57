import { lookup } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';

const EXT_MIME = {
  pdf: 'PDF',
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  gif: 'GIF',
  tif: 'TIFF',
  tiff: 'TIFF',
  mp3: 'MP3',
  mp4: 'MISC',
};
const FILE = /^\/files\/(?:original|fullsize|large)\/(?<file>[0-9a-f]+)\.(?<ext>[a-z0-9]+)$/i;

/** Options of the Omeka Classic grammar. */
export interface OmekaClassicOptions {
  /** Fields added to every result (e.g. a publisher_name derived from the host). */
  siteFields?: Fields;
}

/**
 * Omeka Classic: `/items/show/<id>`, `/collections/show/<id>`, `/ark:/<naan>/<name>`,
 * `/files/original/<hash>.<ext>`, `/items/browse` and `/solr-search` searches.
 */
export function omekaClassicRules(options: OmekaClassicOptions = {}): Rule[] {
  const site = options.siteFields ?? {};
  return [
    {
      path: /^\/items\/show\/(?<id>[0-9]+)\/?$/i,
      fields: { ...site, rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/collections\/show\/(?<id>[0-9]+)\/?$/i,
      fields: { ...site, rtype: 'TOC', mime: 'HTML', unitid: '{id}' },
    },
    {
      path: /^\/(?<ark>ark:\/[0-9]+\/[a-z0-9]+)\/?$/i,
      fields: { ...site, rtype: 'RECORD_VIEW', mime: 'HTML', ark: '{ark}', unitid: '{ark}' },
    },
    {
      path: FILE,
      fields: {
        ...site,
        rtype: 'IMAGE',
        mime: lookup('{ext}', EXT_MIME, 'MISC'),
        unitid: '{file}',
      },
    },
    {
      path: /^\/(?:items\/browse|solr-search|search)\/?$/i,
      fields: { ...site, rtype: 'SEARCH', mime: 'HTML' },
    },
  ];
}

/**
 * Omeka S: `/s/<site>/item/<id>[/<viewer>]`, `/s/<site>/search…`, `/files/original/<hash>.<ext>`;
 * the site slug is the db_id.
 */
export function omekaSRules(): Rule[] {
  return [
    {
      path: /^\/s\/(?<site>[a-z0-9_-]+)\/item\/(?<id>[0-9]+)\/?$/i,
      fields: { db_id: '{site}', rtype: 'RECORD_VIEW', mime: 'HTML', unitid: '{site}-{id}' },
    },
    {
      // Viewers (mirador, universal viewer…) of an item: the reference leaves rtype out.
      path: /^\/s\/(?<site>[a-z0-9_-]+)\/item\/(?<id>[0-9]+)\/[a-z-]+\/?$/i,
      fields: { db_id: '{site}', mime: 'HTML', unitid: '{site}-{id}' },
    },
    {
      path: /^\/s\/(?<site>[a-z0-9_-]+)\/(?:search|searchAll|item)\/?$/i,
      fields: { db_id: '{site}', rtype: 'SEARCH', mime: 'HTML' },
    },
    {
      path: FILE,
      fields: { rtype: 'RECORD_VIEW', mime: lookup('{ext}', EXT_MIME, 'MISC'), unitid: '{file}' },
    },
  ];
}
