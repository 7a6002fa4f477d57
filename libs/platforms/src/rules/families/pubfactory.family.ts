import { journalIssue } from '../fields.js';
import { equals, lookup, pick } from '../helpers.js';
import type { Rule } from '../rule.types.js';

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
