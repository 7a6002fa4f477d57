import { lookup, replace } from '../helpers.js';
import type { Fields, Value, ValueFn } from '../rule.types.js';

// Elsevier-hosted society journals (amjmed, bja, chest, tp, cellpress …) address items by a PII
// written with punctuation, S0002-9343(17)30403-5, under `/article/<PII>/<view>`; the reports want
// the PII without it.

/** A punctuated PII (regex source, no group): S0002-9343(17)30403-5. */
export const PUNCTUATED_PII = 'S[0-9]{4}-[0-9]{3}[0-9X]\\([0-9]{2}\\)[0-9X]{5}-[0-9X]';

/** The PII without its punctuation: S0002-9343(17)30403-5 → S0002934317304035. */
export function compactPii(value: Value): ValueFn {
  return replace(value, /[-()]/g, '');
}

/** rtype and mime of an `/article/<PII>/<view>` page: `abstract` → ABS, `pdf` → PDF, else an HTML article. */
export const piiViewFields: Fields = {
  rtype: lookup('{view}', { abstract: 'ABS' }, 'ARTICLE'),
  mime: lookup('{view}', { pdf: 'PDF' }, 'HTML'),
};
