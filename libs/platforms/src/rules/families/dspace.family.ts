import type { Fields, Rule } from '../rule.types.js';

/** What a DSpace repository (irevues, lilloa, sam, worldbank's Open Knowledge …) reports per page. */
export interface DspaceOptions {
  /** Regex source of a handle `<prefix>/<id>`; may hold named groups. Default `[0-9]+/[0-9]+`. */
  handle?: string;
  /**
   * Fields of a PDF bitstream `/bitstream/handle/<handle>/<file>.pdf`: `{handle}`, `{file}` (with
   * `.pdf`) and `{name}` (without).
   */
  bitstream: Fields;
  /** Sub-pages `/handle/<handle>/<page>` (discover, restricted-resource …) and their fields. */
  pages?: Readonly<Record<string, Fields>>;
  /** Fields of an item page `/handle/<handle>`; no rule when absent. */
  item?: Fields;
}

/** The DSpace URL grammar: bitstreams, item pages and their sub-pages, all named by a handle. */
export function dspaceRules(options: DspaceOptions): Rule[] {
  const handle = `(?<handle>${options.handle ?? '[0-9]+/[0-9]+'})`;
  const rules: Rule[] = [
    {
      path: new RegExp(`^/bitstream/handle/${handle}/(?<file>(?<name>[^/]+)\\.pdf)$`, 'i'),
      fields: options.bitstream,
    },
  ];
  for (const [page, fields] of Object.entries(options.pages ?? {})) {
    rules.push({ path: new RegExp(`^/handle/${handle}/${page}$`, 'i'), fields });
  }
  if (options.item !== undefined) {
    rules.push({ path: new RegExp(`^/handle/${handle}/?$`, 'i'), fields: options.item });
  }
  return rules;
}
