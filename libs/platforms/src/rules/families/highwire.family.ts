import { compute, extract, lookup, lower, matches, not, pick } from '../helpers.js';
import type { Fields, Rule, Value, ValueFn } from '../rule.types.js';

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

// The view suffix of a HighWire page; `.full.pdf+html` (a PDF in a frame) only where no earlier
// rule drops it.
// (Factored on the dot: one test for a path without a suffix.)
const EXT = '(?<ext>\\.(?:full(?:\\.pdf(?:\\+html)?)?|long|abstract|short|extract))?';
const EXT_RTYPE = {
  '.full.pdf+html': 'ARTICLE',
  '.full.pdf': 'ARTICLE',
  '.full': 'ARTICLE',
  '.long': 'ARTICLE',
  '.abstract': 'ABS',
  '.short': 'ABS',
  '.extract': 'ABS',
};
const EXT_MIME = { '.full.pdf+html': 'PDF', '.full.pdf': 'PDF' };
// The first page is the leading number of the page id (`B49`, `e001096`, `264` of `264.2`).
const volIsYear = matches('{vol}', /^(?:19|20)[0-9]{2}$/);
const firstPageOf = extract('{page}', /^[a-z]?[0-9]+(?=\.|$)/i);

/** rtype of a view suffix `{ext}` (ABS for `.abstract`, `.short`, `.extract`); `landing` without one. */
export function highwireExtRtype(landing: Value = 'ARTICLE'): ValueFn {
  return lookup(lower('{ext}'), EXT_RTYPE, landing);
}
/** mime of a view suffix `{ext}`: PDF for `.full.pdf`, HTML otherwise. */
export const HIGHWIRE_EXT_MIME = lookup(lower('{ext}'), EXT_MIME, 'HTML');

/** Whether a journal code segment comes before the volume: never, maybe (default) or always. */
export type HighwireCode = 'none' | 'optional' | 'required';
const CODE: Readonly<Record<HighwireCode, string>> = {
  none: '',
  optional: '(?:(?<code>[a-z][a-z0-9]*)/)?',
  required: '(?<code>[a-z][a-z0-9]*)/',
};

/**
 * One shape of the HighWire `/content/` grammar as a platform reports it. HighWire publishers share
 * the paths but the reference reports them differently, so each platform gives its fields while
 * the paths stay here, once. Every shape captures the view suffix as `{ext}` unless said.
 */
export interface HighwireShape {
  fields: Fields;
  /** The journal code segment (`{code}`); default optional. */
  code?: HighwireCode;
  /** Regex source of the page or item id; each shape has its default. */
  page?: string;
}

/** `/content/[<code>/]<vol>/<issue>/<page><ext>`: an article. Captures `code`, `vol`, `issue`, `page`, `ext`. */
export function highwireIssueArticleRule(shape: HighwireShape): Rule {
  const page = shape.page ?? '[a-z0-9._-]+?';
  return {
    path: new RegExp(
      `^/content/${CODE[shape.code ?? 'optional']}(?<vol>[0-9]+)/(?<issue>[0-9][0-9-]*)/(?<page>${page})${EXT}$`,
      'i',
    ),
    fields: shape.fields,
  };
}

/**
 * `/content/[<code>/]<vol>/<page><ext>`: an article of a volume without issues (continuous
 * publication: bmj). Captures `code`, `vol`, `page`, `ext`.
 */
export function highwireVolumeArticleRule(shape: HighwireShape): Rule {
  const page = shape.page ?? '[a-z][a-z0-9._-]*?';
  return {
    path: new RegExp(
      `^/content/${CODE[shape.code ?? 'optional']}(?<vol>[0-9]+)/(?<page>${page})${EXT}$`,
      'i',
    ),
    fields: shape.fields,
  };
}

/**
 * `/content/[<code>/]early/<yyyy>/<mm>/<dd>/<page><ext>`: an article ahead of print. Captures
 * `date` (`yyyy/mm/dd`), `year`, `page`, `ext`.
 */
export function highwireEarlyRule(shape: Omit<HighwireShape, 'code'>): Rule {
  const page = shape.page ?? '[^/.]+';
  return {
    path: new RegExp(
      `^/content/(?:[a-z][a-z0-9]*/)?early/(?<date>(?<year>[0-9]{4})/[0-9]{2}/[0-9]{2})/(?<page>${page})${EXT}$`,
      'i',
    ),
    fields: shape.fields,
  };
}

/**
 * `/content/[<code>/]<vol>/<issue>[.toc|.toc.pdf]` and `/content/current`: an issue's table of
 * contents. Captures `toc` (`current` or `<vol>/<issue>`), `vol`, `issue`, `ext` (not a view here).
 */
export function highwireIssueTocRule(fields: Fields): Rule {
  return {
    path: /^\/content\/(?:[a-z][a-z0-9]*\/)?(?<toc>current|(?<vol>[0-9]+)\/(?<issue>[0-9][0-9-]*))(?<ext>\.toc|\.toc\.pdf)?\/?$/i,
    fields,
  };
}

/**
 * `/content/<DOI>v<n><ext>`: a preprint (medRxiv, bioRxiv). Captures `doi`, `id` (the DOI suffix),
 * `version` (`v<n>`), `ext`.
 */
export function highwirePreprintRule(fields: Fields): Rule {
  return {
    path: new RegExp(
      `^/content/(?<doi>10\\.[0-9]{4,9}/(?<id>[0-9.]+))(?<version>v[0-9]+)${EXT}$`,
      'i',
    ),
    fields,
  };
}

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
    highwireEarlyRule({
      fields: {
        ...base,
        rtype: highwireExtRtype(),
        mime: HIGHWIRE_EXT_MIME,
        unitid: '{url.hostname}/{date}/{page}',
      },
    }),
    highwireIssueTocRule({
      ...base,
      rtype: 'TOC',
      mime: pick(matches('{url.pathname}', /\.pdf$/i), 'PDF', 'HTML'),
      vol: '{vol}',
      issue: '{issue}',
      unitid: '{url.hostname}/{vol}/{issue}',
    }),
    highwireIssueArticleRule({
      fields: {
        ...base,
        rtype: highwireExtRtype(landingRtype),
        mime: HIGHWIRE_EXT_MIME,
        // Some sites (CSH Protocols) number by year/issue: no volume then.
        vol: pick(not(volIsYear), '{vol}'),
        issue: pick(not(volIsYear), '{issue}'),
        first_page: firstPageOf,
        unitid: '{url.hostname}/{vol}/{issue}/{page}',
      },
    }),
    // Supplements and continuous-publication volumes: no numeric issue.
    {
      path: new RegExp(
        `^/content/[a-z][a-z0-9]*/(?<vol>[0-9]+)/[a-z][a-z0-9_]*/(?<page>[a-z0-9._-]+?)${EXT}$`,
        'i',
      ),
      fields: {
        ...base,
        rtype: highwireExtRtype(landingRtype),
        mime: HIGHWIRE_EXT_MIME,
        vol: '{vol}',
        unitid: '{page}',
      },
    },
    highwireVolumeArticleRule({
      code: 'required',
      fields: {
        ...base,
        rtype: highwireExtRtype(landingRtype),
        mime: HIGHWIRE_EXT_MIME,
        unitid: '{url.hostname}/{vol}/{page}',
      },
    }),
  ];
}
