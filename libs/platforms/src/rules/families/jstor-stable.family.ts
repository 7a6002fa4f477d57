import { doiItem } from '../fields.js';
import type { Rtype, Rule } from '../rule.types.js';

/** What a JSTOR-built site (aluka …) reports for its stable DOI pages. */
export interface JstorStableOptions {
  /** rtype of `/stable/<DOI>` (the item page); `/stable/pdf/<DOI>` is the ARTICLE in PDF. */
  pageRtype: Rtype;
}

/** JSTOR's stable URLs named by a DOI: `/stable/pdf/<DOI>` and `/stable/<DOI>`; unitid the suffix. */
export function jstorStableDoiRules(options: JstorStableOptions): Rule[] {
  return [
    {
      path: /^\/stable\/pdf\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: doiItem('ARTICLE', 'PDF'),
    },
    {
      path: /^\/stable\/(?<doi>10\.[0-9]{4,9}\/(?<suffix>[^/]+))$/i,
      fields: doiItem(options.pageRtype, 'HTML'),
    },
  ];
}
