import type { RecognitionInput } from '../recognition/recognition.types.js';
import type { UrlView } from '../url/url-view.js';

/** rtype values of the reference vocabulary (fields.json); any other string is accepted too. */
export type Rtype =
  | 'ABS'
  | 'ANALYSIS'
  | 'ARTICLE'
  | 'ARTICLES_BUNDLE'
  | 'AUDIO'
  | 'BIO'
  | 'BOOK'
  | 'BOOK_CHAPTERS_BUNDLE'
  | 'BOOK_PAGE'
  | 'BOOK_SECTION'
  | 'BOOKSERIE'
  | 'CODE_JURIDIQUE'
  | 'DATASET'
  | 'ENCYCLOPAEDIA_ENTRY'
  | 'EXERCISE'
  | 'FIGURE'
  | 'FORMULES'
  | 'IMAGE'
  | 'ISSUE'
  | 'JURISPRUDENCE'
  | 'MAP'
  | 'METADATA'
  | 'OPENURL'
  | 'OTHER'
  | 'PHD_THESIS'
  | 'PREVIEW'
  | 'QUERY'
  | 'RECORD'
  | 'RECORD_VIEW'
  | 'REPORT'
  | 'SEARCH'
  | 'SUPPL'
  | 'TABLE'
  | 'TOC'
  | 'TOOL'
  | 'VIDEO'
  | (string & {});

/** mime values of the reference vocabulary (fields.json); any other string is accepted too. */
export type Mime =
  | 'HTML'
  | 'PDF'
  | 'MISC'
  | 'EPUB'
  | 'JPEG'
  | 'PDFPLUS'
  | 'MP3'
  | 'XLS'
  | 'XML'
  | 'CSV'
  | 'ZIP'
  | 'GIF'
  | 'RIS'
  | 'JSON'
  | 'TEXT'
  | (string & {});

/** What value functions and code hooks can read while a rule is being applied. */
export interface RuleContext {
  readonly url: UrlView;
  readonly input: RecognitionInput;
  /** A named capture of any pattern of the current rule (path, hash, host, search or a query parameter). */
  capture(name: string): string | undefined;
}

/**
 * A computed field value: undefined means "omit the field" (the reference's unmatched optional group).
 * Throwing is allowed and makes the whole result empty, as in the reference.
 */
export type ValueFn = (ctx: RuleContext) => string | undefined;

/**
 * An output value: a string template (`'ARTICLE'`, `'{doi}'`, `'10.2307/{id}'`, `'{q.an}'`,
 * `'{url.hostname}'`, `'{ec.size}'`; `{{`/`}}` for literal braces) or a helper such as `issn('{x}')`.
 * A template with a placeholder that has no value yields no field.
 */
export type Value = string | ValueFn;

/** A boolean test on the current match, built with `has`, `equals`, `test`, `not`, `all`, `any` or written by hand. */
export type Condition = (ctx: RuleContext) => boolean;

/** Output field names seen in the reference (for completion); any other name is accepted. */
export type KnownField =
  | 'rtype'
  | 'mime'
  | 'unitid'
  | 'title_id'
  | 'doi'
  | 'pii'
  | 'ark'
  | 'ppn'
  | 'print_identifier'
  | 'online_identifier'
  | 'publication_date'
  | 'publication_title'
  | 'vol'
  | 'issue'
  | 'first_page'
  | 'last_page'
  | 'db_id'
  | 'db_title'
  | 'search_term'
  | '_granted';

/** The fields a rule outputs, each a Value; rtype and mime are typed against the vocabulary. */
export type Fields = { rtype?: Value; mime?: Value } & Partial<Record<KnownField, Value>> &
  Readonly<Record<string, Value | undefined>>;

/** A raw result of a code hook: string values are kept, undefined ones omitted. */
export type RawFields = Record<string, string | undefined>;

/** Test on a query parameter: true = present and non-empty, false = absent or empty, string = equal, RegExp = matches (named captures allowed). */
export type QueryTest = boolean | string | RegExp;

/**
 * One recognition rule. Every given pattern must match (they are ANDed); the first rule of a
 * platform that matches decides the result, even when its fields are empty (a "reject" rule).
 */
export interface Rule {
  /** Restrict to host names: an exact lower-case name, a list of names, or a RegExp (captures allowed). */
  host?: string | readonly string[] | RegExp;
  /** Pattern on the legacy pathname (the usual case: anchored, `/i`, named captures). */
  path?: RegExp;
  /** Tests on query parameters, by parameter name (case-sensitive, as in the reference). */
  query?: Readonly<Record<string, QueryTest>>;
  /** Pattern on the hash, `#` included. */
  hash?: RegExp;
  /** Pattern on the raw search string, `?` included. */
  search?: RegExp;
  /** Extra condition checked after the patterns matched. */
  when?: Condition;
  /** Output fields; templates and helpers read the rule's captures. */
  fields?: Fields;
  /**
   * Code hook run after the patterns and `when` matched: its result is merged over `fields`;
   * returning undefined means "this rule does not apply after all" and the next rule is tried.
   */
  analyze?: (ctx: RuleContext) => RawFields | undefined;
  /** Free note for maintainers (which URL family the rule covers). */
  note?: string;
}

/** A native platform: manifest facts (from the reference manifest) plus its rules. */
export interface PlatformDefinition {
  /** Short code, becomes `platform`; equals the folder name unless `folder` says otherwise. */
  name: string;
  /**
   * The reference folder when it is not `name` (`bep` holds `business-expert-press`). Platforms
   * sharing a host are tried in reference folder order, so this decides who wins such a host.
   */
  folder?: string;
  /** Becomes `platform_name`. */
  longName: string;
  /** Becomes `publisher_name` when set. */
  publisherName?: string;
  /** The reference manifest's `docurl`: the platform's analysis page, linked from the admin pages. */
  docUrl?: string;
  /** The reference manifest's maturity label (`beta`, `stable`, `active`…), shown by `platforms list`. */
  status?: string;
  /** Host names served, exact lower-case; `*.example.org` entries match only with Allow-Domain-Wildcards. */
  domains: readonly string[];
  /**
   * Extra hosts the reference takes from a PKB column (manifest `pkb-domains`), listed as facts;
   * they follow `domains` in the host index.
   */
  pkbDomains?: readonly string[];
  /**
   * The manifest's `pkb-domains`: the knowledge-base column whose values are hosts of this
   * platform. When a knowledge base is loaded, its hosts are added to the catalog.
   */
  pkbDomainColumn?: string;
  /** Ordered rules: the first that matches decides. */
  rules: readonly Rule[];
  /** Code fallback when no rule matched (for the rare platform that needs it); undefined = no result. */
  analyze?: (url: UrlView, input: RecognitionInput) => RawFields | undefined;
}
