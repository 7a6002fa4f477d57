import type { Fields, Rule } from '../rule.types.js';

/** What an EBSCOhost product interface (`/<product>/…` on web.*.ebscohost.com) gives. */
export interface EbscoProductOptions {
  /** The product's first path segment (`novp` NoveList, `nurc` Nutrition, `nup` Nursing). */
  product: string;
  /** A record page, `/<product>/detail[/detail]`. Rules placed before the family's refine it. */
  detail: Fields;
  /** The PDF viewer, `/<product>/pdfviewer/pdfviewer`, when the product has full texts. */
  pdf?: Fields;
  /** Result lists, `/<product>/results[basic|advanced…]`. Default: an HTML `SEARCH`. */
  results?: Fields;
  /** Any other page of the product (browsing, forms), when the product counts them. */
  other?: Fields;
}

/**
 * The URL grammar the EBSCOhost product interfaces share: one family for NoveList, the
 * Nutrition and the Nursing Reference Centers, each giving its own fields per kind of page.
 */
export function ebscoProductRules(options: EbscoProductOptions): Rule[] {
  const base = `^/${options.product}`;
  const rules: Rule[] = [
    { path: new RegExp(`${base}/detail(?:/detail)?/?$`, 'i'), fields: options.detail },
  ];
  if (options.pdf !== undefined) {
    rules.push({ path: new RegExp(`${base}/pdfviewer/pdfviewer/?$`, 'i'), fields: options.pdf });
  }
  rules.push({
    path: new RegExp(`${base}/results[a-z]*/?$`, 'i'),
    fields: options.results ?? { rtype: 'SEARCH', mime: 'HTML' },
  });
  if (options.other !== undefined) {
    rules.push({ path: new RegExp(`${base}/[a-z]+(?:/[a-z]+)?/?$`, 'i'), fields: options.other });
  }
  return rules;
}
