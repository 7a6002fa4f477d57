import type { Rtype, Rule } from '../rule.types.js';

/** Variants among VuFind catalogues (digital.library.in.gov, search.mandumah.com …). */
export interface VufindOptions {
  /** rtype of a `/Record/<id>` page: a catalogue record (default) or the item itself. */
  recordRtype?: Rtype;
  /** Pattern of a record id (regex source); default any path segment. */
  recordId?: string;
}

/** The VuFind URL grammar: `/Record/<id>` record pages and `/Search/Results` searches. */
export function vufindRules(options: VufindOptions = {}): Rule[] {
  return [
    {
      path: new RegExp(`^/Record/(?<id>${options.recordId ?? '[^/]+'})/?$`, 'i'),
      fields: { rtype: options.recordRtype ?? 'RECORD', mime: 'HTML', unitid: '{id}' },
    },
    { path: /^\/Search\/Results\/?$/i, fields: { rtype: 'SEARCH', mime: 'HTML' } },
  ];
}
