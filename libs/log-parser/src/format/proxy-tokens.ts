import type { ProxyType } from './proxy-type.js';

/** A built-in token: the EC property it fills and a regex source holding exactly one capture group. */
export interface TokenSpec {
  readonly property: string;
  readonly pattern: string;
}

// Regex sources are the reference's, so a job report shows the same `input-format-regex`; except
// where a squid native line of today could not be read: an IPv6 upstream address (`%<a`) and a
// mime type with a dot, a plus or parameters (`%mt`: application/vnd.ms-excel,
// application/xhtml+xml, text/html;charset=UTF-8) sent the whole line to unknown-formats.
const HOST = '([a-zA-Z0-9.\\-:]+(?:, ?[a-zA-Z0-9.\\-:]+)*)';
const IDENTD = '([a-zA-Z0-9\\-]+)';
const DIGITS = '([0-9]+)';
const URL = '([^ ]+)';
const METHOD = '([A-Z]+)';
const REQUEST = '[A-Z]+ ([^ ]+) [^ ]+';
const BRACKETED_DATE = '\\[([^\\]]+)\\]';

const EZPROXY_TOKENS: ReadonlyMap<string, TokenSpec> = new Map([
  ['h', { property: 'host', pattern: HOST }],
  ['u', { property: 'login', pattern: '([a-zA-Z0-9@.\\-_%,=]+)' }],
  ['l', { property: 'identd', pattern: IDENTD }],
  ['b', { property: 'size', pattern: DIGITS }],
  ['U', { property: 'url', pattern: URL }],
  ['m', { property: 'method', pattern: METHOD }],
  ['r', { property: 'url', pattern: REQUEST }],
  ['t', { property: 'datetime', pattern: BRACKETED_DATE }],
  ['s', { property: 'status', pattern: DIGITS }],
]);

const APACHE_TOKENS: ReadonlyMap<string, TokenSpec> = new Map([
  ['h', { property: 'host', pattern: HOST }],
  ['l', { property: 'identd', pattern: IDENTD }],
  ['u', { property: 'login', pattern: '([a-zA-Z0-9@.\\-_%=,]+)' }],
  ['b', { property: 'size', pattern: '([0-9]+|\\-)' }],
  ['U', { property: 'url', pattern: URL }],
  ['r', { property: 'url', pattern: REQUEST }],
  ['t', { property: 'datetime', pattern: BRACKETED_DATE }],
  ['>s', { property: 'status', pattern: DIGITS }],
]);

const SQUID_TOKENS: ReadonlyMap<string, TokenSpec> = new Map([
  ['ts', { property: 'timestamp', pattern: DIGITS }],
  ['tu', { property: 'subsecond', pattern: DIGITS }],
  ['tr', { property: 'responseTime', pattern: DIGITS }],
  ['tl', { property: 'datetime', pattern: '([^\\]]+)' }],
  ['>a', { property: 'host', pattern: HOST }],
  ['<a', { property: 'lastConnection', pattern: '([a-zA-Z0-9.\\-:, ]+)' }],
  ['<A', { property: 'domain', pattern: '([a-zA-Z0-9.\\-]+)' }],
  ['Ss', { property: 'squidRequestStatus', pattern: '([a-zA-Z_]+)' }],
  ['lp', { property: 'port', pattern: DIGITS }],
  ['>Hs', { property: 'status', pattern: DIGITS }],
  ['<st', { property: 'size', pattern: DIGITS }],
  ['rm', { property: 'method', pattern: METHOD }],
  ['rv', { property: 'protocolVersion', pattern: '([0-9]\\.[0-9])' }],
  ['ru', { property: 'url', pattern: URL }],
  ['un', { property: 'login', pattern: '([a-zA-Z0-9@.\\-_%=,]+)' }],
  ['Sh', { property: 'squidHierarchyStatus', pattern: '([a-zA-Z_]+)' }],
  ['mt', { property: 'mime', pattern: '([a-zA-Z]+\\/[a-zA-Z0-9.+\\-]+(?:;[^ ]*)?|\\-)' }],
  ['ui', { property: 'identd', pattern: IDENTD }],
]);

/** Built-in tokens of each proxy family, keyed by the code written after `%` (and its modifiers). */
export const PROXY_TOKENS: Readonly<Record<ProxyType, ReadonlyMap<string, TokenSpec>>> = {
  ezproxy: EZPROXY_TOKENS,
  apache: APACHE_TOKENS,
  squid: SQUID_TOKENS,
};

/** Regex a `%{name}` field captures when it has no `<regex>` of its own. */
export const DEFAULT_CUSTOM_PATTERN = '[a-zA-Z0-9\\-]+';
