import { issueFields, journalIssue } from '../fields.js';
import { equals, lookup, lower, pick } from '../helpers.js';
import type { Fields, Mime, Rule } from '../rule.types.js';

/** Variants among PubFactory-hosted publishers (brill.com, journals.ametsoc.org …). */
export interface PubfactoryOptions {
  /** Article unitid: the item file name (default) or `<code>/<vol>/<issue>/<item>`. */
  unitid?: 'item' | 'path';
  /** DOI prefix when the item name is the DOI suffix (e.g. `10.1175`); no DOI otherwise. */
  doiPrefix?: string;
  /** Output the first page of `article-p<page>_<n>` items on HTML views. */
  firstPage?: boolean;
}

// `tab_body` of an HTML view: the abstract tab gives ABS, the others the full text.
const TAB_RTYPE: Readonly<Record<string, string>> = { 'abstract-display': 'ABS' };

/**
 * The PubFactory journal grammar: `/view|downloadpdf/journals/<code>/<vol>/<issue>/<item>.xml`
 * (article in HTML or PDF) and `/view/journals/<code>/<vol>/<issue>/full-<item>.jpg` (figure).
 */
export function pubfactoryRules(options: PubfactoryOptions = {}): Rule[] {
  const issueFields = journalIssue();
  const unitid = options.unitid === 'path' ? '{code}/{vol}/{issue}/{item}' : '{item}';
  const doi = options.doiPrefix === undefined ? undefined : `${options.doiPrefix}/{item}`;
  const JOURNAL =
    '^/(?<view>view|downloadpdf)/journals/(?<code>[^/]+)/(?<vol>[^/]+)/(?<issue>[^/]+)/';
  return [
    {
      path: new RegExp(`${JOURNAL}full-(?<item>[^/]+)\\.jpg$`, 'i'),
      fields: { ...issueFields, rtype: 'IMAGE', mime: 'JPEG', unitid },
    },
    {
      path: new RegExp(`${JOURNAL}(?<item>article-p(?<page>[0-9]+)(?:_[^/.]*)?|[^/]+)\\.xml$`, 'i'),
      fields: {
        ...issueFields,
        rtype: pick(
          equals('{view}', 'view'),
          lookup('{q.tab_body}', TAB_RTYPE, 'ARTICLE'),
          'ARTICLE',
        ),
        mime: lookup('{view}', { view: 'HTML', downloadpdf: 'PDF' }),
        first_page:
          options.firstPage === true ? pick(equals('{view}', 'view'), '{page}') : undefined,
        doi,
        unitid,
      },
    },
  ];
}

/**
 * `/<action>/journals/<code>/<vol>/<issue>/article-p<page>.xml|pdf`: the PubFactory article named by
 * its first page (degruyter 2020 site, elgaronline). `mimeOfAction` maps the lower-cased action
 * (`view`, `downloadpdf`, `downloadpdf/view` …) to the mime; its keys are the accepted actions.
 * `fields` are merged over the family's (hk: the ABS named `article-p<page>`, with `spage`).
 */
export function pubfactoryPageArticleRule(
  mimeOfAction: Readonly<Record<string, Mime>>,
  fields: Fields = {},
): Rule {
  return {
    path: new RegExp(
      `^/(?<action>${Object.keys(mimeOfAction).join('|')})/journals/(?<code>[a-z0-9]+)/(?<vol>[0-9]+)/(?<issue>[0-9]+)/article-p(?<page>[0-9]+)\\.(?:xml|pdf)$`,
      'i',
    ),
    fields: {
      ...issueFields(
        'ARTICLE',
        lookup(lower('{action}'), mimeOfAction),
        '{code}/{vol}/{issue}/article-p{page}',
      ),
      first_page: '{page}',
      ...fields,
    },
  };
}
