import { compute, extract, lookup, lower, matches, not, pick } from '../helpers.js';
import type { Fields, Rule } from '../rule.types.js';

/** Options of the HighWire family: which hosts show an abstract (not the full text) at a bare article URL. */
export interface HighwireOptions {
  abstractLandingHosts?: RegExp;
}

// Below this size a HighWire page is the "access denied" shell rather than the requested content.
const DENIED_PAGE_MAX_BYTES = 10_000;
const grantedOfSize = compute((ctx) => {
  const size = Number(ctx.input.size);
  return Number.isFinite(size) && size > 0 && size < DENIED_PAGE_MAX_BYTES ? 'false' : undefined;
});

const EXT = '(?<ext>\\.full\\.pdf|\\.full|\\.long|\\.abstract|\\.short|\\.extract)?';
const EXT_RTYPE = {
  '.full.pdf': 'ARTICLE',
  '.full': 'ARTICLE',
  '.long': 'ARTICLE',
  '.abstract': 'ABS',
  '.short': 'ABS',
  '.extract': 'ABS',
};
const EXT_MIME = { '.full.pdf': 'PDF' };
// The first page is the leading number of the page id (`B49`, `e001096`, `264` of `264.2`).
const volIsYear = matches('{vol}', /^(?:19|20)[0-9]{2}$/);
const firstPageOf = extract('{page}', /^[a-z]?[0-9]+(?=\.|$)/i);

/** `/content/…` URLs of HighWire-hosted journals; title_id is the journal's host, unitid host/vol/issue/page. */
export function highwireRules(options: HighwireOptions = {}): Rule[] {
  const landingRtype = options.abstractLandingHosts
    ? pick(matches('{url.hostname}', options.abstractLandingHosts), 'ABS', 'ARTICLE')
    : 'ARTICLE';
  const base: Fields = { title_id: '{url.hostname}', _granted: grantedOfSize };
  return [
    // Pop-ups and PDF+HTML frames repeat a consultation already logged.
    { query: { abspop: '1' }, fields: {} },
    { path: /\.full\.pdf\+html$/i, fields: {} },
    { path: /^\/search\//i, fields: { ...base, rtype: 'SEARCH', mime: 'HTML' } },
    {
      path: /^\/content\/suppl\/[0-9]{4}\/(?<rest>[0-9]{2}\/[0-9]{2}\/[^/]+\/[^/]+?)\.pdf$/i,
      fields: { ...base, rtype: 'SUPPL', mime: 'PDF', unitid: '{url.hostname}/{rest}' },
    },
    {
      path: new RegExp(
        `^/content/(?:[a-z][a-z0-9]*/)?early/(?<rest>[0-9]{4}/[0-9]{2}/[0-9]{2}/[^/.]+)${EXT}$`,
        'i',
      ),
      fields: {
        ...base,
        rtype: lookup(lower('{ext}'), EXT_RTYPE, 'ARTICLE'),
        mime: lookup(lower('{ext}'), EXT_MIME, 'HTML'),
        unitid: '{url.hostname}/{rest}',
      },
    },
    {
      path: /^\/content\/(?:[a-z][a-z0-9]*\/)?(?<vol>[0-9]+)\/(?<issue>[0-9][0-9-]*)(?<ext>\.toc|\.toc\.pdf)?$/i,
      fields: {
        ...base,
        rtype: 'TOC',
        mime: pick(matches('{url.pathname}', /\.pdf$/i), 'PDF', 'HTML'),
        vol: '{vol}',
        issue: '{issue}',
        unitid: '{url.hostname}/{vol}/{issue}',
      },
    },
    {
      path: new RegExp(
        `^/content/(?:[a-z][a-z0-9]*/)?(?<vol>[0-9]+)/(?<issue>[0-9][0-9-]*)/(?<page>[a-z0-9._-]+?)${EXT}$`,
        'i',
      ),
      fields: {
        ...base,
        rtype: lookup(lower('{ext}'), EXT_RTYPE, landingRtype),
        mime: lookup(lower('{ext}'), EXT_MIME, 'HTML'),
        // Some sites (CSH Protocols) number by year/issue: no volume then.
        vol: pick(not(volIsYear), '{vol}'),
        issue: pick(not(volIsYear), '{issue}'),
        first_page: firstPageOf,
        unitid: '{url.hostname}/{vol}/{issue}/{page}',
      },
    },
    // Supplements and continuous-publication volumes: no numeric issue.
    {
      path: new RegExp(
        `^/content/[a-z][a-z0-9]*/(?<vol>[0-9]+)/[a-z][a-z0-9_]*/(?<page>[a-z0-9._-]+?)${EXT}$`,
        'i',
      ),
      fields: {
        ...base,
        rtype: lookup(lower('{ext}'), EXT_RTYPE, landingRtype),
        mime: lookup(lower('{ext}'), EXT_MIME, 'HTML'),
        vol: '{vol}',
        unitid: '{page}',
      },
    },
    {
      path: new RegExp(
        `^/content/[a-z][a-z0-9]*/(?<vol>[0-9]+)/(?<page>[a-z][a-z0-9._-]*?)${EXT}$`,
        'i',
      ),
      fields: {
        ...base,
        rtype: lookup(lower('{ext}'), EXT_RTYPE, landingRtype),
        mime: lookup(lower('{ext}'), EXT_MIME, 'HTML'),
        unitid: '{url.hostname}/{vol}/{page}',
      },
    },
  ];
}
