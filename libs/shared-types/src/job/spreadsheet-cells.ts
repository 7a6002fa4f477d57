/**
 * CSV/TSV formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with
 * `=`, `+`, `-` or `@` (tab and CR too, in some) as a formula, so a proxied URL or a login such as
 * `=cmd|'/Ccalc'!A0` would run on the librarian's machine. Such cells get a leading `'`, which
 * spreadsheets show as text and hide.
 *
 * Two kinds of value are left as they are, because they cannot be a formula and are common in
 * results: plain numbers (`-33.87`, a negative longitude, `+1`) and a lone `-` (a log's "no
 * value"). Anything else starting with those characters is prefixed, as OWASP recommends. The
 * `CSV-Raw-Values: true` job header turns this off for consumers that need the bytes as logged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** True when a spreadsheet could read `text` as a formula. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text) && text !== '-' && !PLAIN_NUMBER.test(text);
}

/** `text`, with a leading `'` when a spreadsheet could read it as a formula. */
export function neutraliseFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
