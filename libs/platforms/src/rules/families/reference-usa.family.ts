import type { Fields, Rule } from '../rule.types.js';

/** Variants among the ReferenceUSA / Data Axle sites (ref-usa, rug). */
export interface ReferenceUsaOptions {
  /** Fields added to a record (`{id}` the record id, `{db}` the database segment). */
  recordFields: Fields;
  /** What follows `/<db>/Result` on a search page (regex source); sites accept different tails. */
  resultTail: string;
  /** Fields added to a search (`{db}` available). */
  searchFields?: Fields;
}

/** The ReferenceUSA grammar: `/<db>/Detail/…?recordId=<id>` records, `/<db>/Result…` searches. */
export function referenceUsaRules(options: ReferenceUsaOptions): Rule[] {
  return [
    {
      path: /^\/(?<db>[a-z]+)\/Detail(?:\/.*)?$/i,
      query: { recordId: /^(?<id>[0-9]+)$/ },
      fields: { rtype: 'RECORD', mime: 'HTML', ...options.recordFields, unitid: '{id}' },
    },
    {
      path: new RegExp(`^/(?<db>[a-z]+)/Result${options.resultTail}$`, 'i'),
      fields: { rtype: 'SEARCH', mime: 'HTML', ...options.searchFields },
    },
  ];
}
