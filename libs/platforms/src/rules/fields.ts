import type { Fields, Mime, Rtype, Value, ValueFn } from './rule.types.js';

// Field builders shared by the catalog: the journal shapes (a title, one of its issues, a page
// inside that issue) come back on dozens of platforms with the same field set, so the set is
// written once here and a platform only says what differs (its unitid, its capture names).

/** Where a page sits in a journal. Each defaults to the capture of the same role. */
export interface IssueRef {
  /** title_id; default `{code}`. */
  code?: Value;
  /** publication_date; omitted unless given (e.g. `'{year}'`). */
  year?: Value;
  /** vol; default `{vol}`. */
  vol?: Value;
  /** issue; default `{issue}`. */
  issue?: Value;
}

/** The issue part alone: title_id, [publication_date], vol, issue (for a platform's own field sets). */
export function journalIssue(ref: IssueRef = {}): Fields {
  return {
    title_id: ref.code ?? '{code}',
    ...(ref.year === undefined ? {} : { publication_date: ref.year }),
    vol: ref.vol ?? '{vol}',
    issue: ref.issue ?? '{issue}',
  };
}

/** A page of one issue of a journal: `rtype`, `mime`, title_id, [publication_date], vol, issue, unitid. */
export function issueFields(
  rtype: Rtype | ValueFn,
  mime: Mime | ValueFn,
  unitid: Value,
  ref: IssueRef = {},
): Fields {
  return { rtype, mime, ...journalIssue(ref), unitid };
}

/** The table of contents of an issue (HTML); unitid `{code}/{vol}/{issue}` unless told. */
export function issueToc(unitid: Value = '{code}/{vol}/{issue}', ref: IssueRef = {}): Fields {
  return issueFields('TOC', 'HTML', unitid, ref);
}

/** The table of contents of a whole title (HTML): title_id and unitid are the title's code. */
export function titleToc(code: Value = '{code}'): Fields {
  return { rtype: 'TOC', mime: 'HTML', title_id: code, unitid: code };
}

/** An item addressed by its DOI: doi `{doi}`, unitid the DOI suffix `{suffix}` unless told. */
export function doiItem(
  rtype: Rtype | ValueFn,
  mime: Mime | ValueFn,
  unitid: Value = '{suffix}',
): Fields {
  return { rtype, mime, doi: '{doi}', unitid };
}
