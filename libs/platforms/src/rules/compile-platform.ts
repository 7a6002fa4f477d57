import type { PlatformInfo, RecognitionInput } from '../recognition/recognition.types.js';
import type { PlatformParser, ParserOutput } from '../recognition/platform-parser.js';
import { MutableUrlView } from '../url/url-view.js';
import type { UrlView } from '../url/url-view.js';
import { conditionReads } from './helpers.js';
import type { PlatformDefinition, QueryTest, Rule } from './rule.types.js';
import { numberGroups } from './numbered-groups.js';
import { literalFirstSegments } from './first-segments.js';
import type { SegmentKey } from './first-segments.js';
import { RuleIndex } from './rule-index.js';
import { PlatformDefinitionError, refsOf } from './template.js';
import { buildRuleMatcher, mergeDefined, queryValue } from './rule-matcher.js';
import { SharedExec, sharedExecKey } from './shared-exec.js';
import type { CompiledRule, MatchState, QueryCheck, Slot } from './rule-matcher.js';

const NAMED_GROUP = /\(\?<([A-Za-z_$][\w$]*)>/g;

function groupNames(regex: RegExp): string[] {
  return Array.from(regex.source.matchAll(NAMED_GROUP), (m) => m[1] ?? '');
}

const NO_URL: UrlView = new MutableUrlView();
const NO_INPUT: RecognitionInput = Object.freeze({ url: '' });
const NO_MATCH = Object.freeze(Object.assign([''], { index: 0, input: '' })) as RegExpExecArray;

/** The reusable match state behind RuleContext: one per compiled platform, reset per rule. */
class RuleState implements MatchState {
  constructor(private readonly sharedExecs: readonly SharedExec[]) {}

  url: UrlView = NO_URL;
  /** Set when a rule read the event (`{ec.x}`, hooks): the outcome is then not the URL's alone. */
  inputRead = false;
  private record: RecognitionInput = NO_INPUT;

  get input(): RecognitionInput {
    this.inputRead = true;
    return this.record;
  }

  reset(url: UrlView, input: RecognitionInput): void {
    this.url = url;
    this.record = input;
    this.inputRead = false;
  }

  /**
   * Drops what the last call pointed at (`inputRead` stays for urlOnly()). A platform not asked
   * again for a while would otherwise keep its last event and, through the strings cut from it,
   * a whole input chunk alive: up to one chunk per platform of the catalog.
   */
  release(): void {
    this.url = NO_URL;
    this.record = NO_INPUT;
    // A loop, not fill(): most platforms never capture through the state, and a builtin call per
    // parse on an empty array showed in recognition profiles.
    const { matches } = this;
    for (let i = 0; i < matches.length; i++) {
      matches[i] = NO_MATCH;
    }
    this.count = 0;
    for (const shared of this.sharedExecs) {
      shared.clear();
    }
  }

  /** Matches of the current rule's capturing patterns: the first `count` entries are live. */
  readonly matches: RegExpExecArray[] = [];
  /** The pattern each live match came from. */
  readonly matchSlots: Slot[] = [];
  count = 0;

  capture(name: string): string | undefined {
    for (let i = 0; i < this.count; i += 1) {
      const match = this.matches[i];
      const groups = this.matchSlots[i]?.groups;
      let found: string | undefined;
      if (groups === undefined) {
        found = match?.groups?.[name];
      } else {
        const group = groups.get(name);
        found = group === undefined ? undefined : match?.[group];
      }
      if (found !== undefined) {
        return found;
      }
    }
    return undefined;
  }
}

function compileRule(rule: Rule, where: string): CompiledRule {
  const slots: Slot[] = [];
  const queryChecks: QueryCheck[] = [];
  const declared = new Set<string>();
  const addSlot = (kind: Slot['kind'], regex: RegExp, key = ''): void => {
    if (regex.global || regex.sticky) {
      throw new PlatformDefinitionError(`${where}: /g and /y regexes keep state; drop the flag`);
    }
    const names = groupNames(regex);
    for (const name of names) {
      declared.add(name);
    }
    const capture = names.length > 0;
    const numbered = capture ? numberGroups(regex) : undefined;
    slots.push({
      kind,
      key,
      regex: numbered?.regex ?? regex,
      capture,
      groups: numbered?.groups,
    });
  };
  let hostSet: ReadonlySet<string> | null = null;
  if (typeof rule.host === 'string') {
    hostSet = new Set([rule.host]);
  } else if (rule.host instanceof RegExp) {
    addSlot('host', rule.host);
  } else if (rule.host !== undefined) {
    hostSet = new Set(rule.host);
  }
  for (const kind of ['path', 'search', 'hash'] as const) {
    const regex = rule[kind];
    if (regex !== undefined) {
      addSlot(kind, regex);
    }
  }
  const queryTests: Readonly<Record<string, QueryTest>> = rule.query ?? {};
  for (const [key, test] of Object.entries(queryTests)) {
    if (test instanceof RegExp) {
      addSlot('query', test, key);
    } else {
      queryChecks.push({ key, expect: test });
    }
  }
  const fieldEntries = Object.entries(rule.fields ?? {}).filter(
    (entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== undefined,
  );
  const reads = [
    ...fieldEntries.flatMap(([, value]) => refsOf(value)),
    ...(rule.when === undefined ? [] : conditionReads(rule.when).flatMap(refsOf)),
  ];
  for (const name of reads) {
    if (!declared.has(name)) {
      throw new PlatformDefinitionError(`${where}: {${name}} is not a named capture of this rule`);
    }
  }
  return {
    hostSet,
    slots,
    queryChecks,
    when: rule.when,
    fields: fieldEntries.map(([name, value]) => ({ name, value })),
    analyze: rule.analyze,
  };
}

/** The manifest facts of a definition as a PlatformInfo. */
export function platformInfoOf(definition: PlatformDefinition): PlatformInfo {
  const info: PlatformInfo = {
    name: definition.name,
    longName: definition.longName,
    domains: [...definition.domains, ...(definition.pkbDomains ?? [])],
    source: 'native',
  };
  if (definition.publisherName !== undefined) {
    info.publisherName = definition.publisherName;
  }
  if (definition.status !== undefined) {
    info.status = definition.status;
  }
  if (definition.docUrl !== undefined) {
    info.docUrl = definition.docUrl;
  }
  if (definition.pkbDomainColumn !== undefined) {
    info.pkbDomainColumn = definition.pkbDomainColumn;
  }
  return info;
}

/** Whether every match of `rule` needs the query parameter `key` (a value, a flag or a pattern). */
function requiresParam(rule: Rule, key: string): boolean {
  const test = rule.query?.[key];
  return test !== undefined && test !== false;
}

/**
 * The query parameter that the most unindexed rules need, when at least two do (sd's legacy
 * `_ob` endpoints): a URL without it skips them all after one read, instead of trying each.
 */
function dispatchParam(
  entries: readonly { source: Rule; key: SegmentKey | undefined }[],
): string | undefined {
  const counts = new Map<string, number>();
  for (const { source, key } of entries) {
    if (key === undefined) {
      for (const name of Object.keys(source.query ?? {})) {
        if (requiresParam(source, name)) {
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
    }
  }
  let best: string | undefined;
  let bestCount = 1;
  for (const [name, count] of counts) {
    if (count > bestCount) {
      best = name;
      bestCount = count;
    }
  }
  return best;
}

/**
 * One SharedExec per pattern that two or more of the rules test on the same part of the URL;
 * `bySlot[rule][slot]` is the one a rule's slot uses, if any.
 */
function sharePatterns(rules: readonly CompiledRule[]): {
  all: SharedExec[];
  bySlot: (SharedExec | undefined)[][];
} {
  const uses = new Map<string, { exec: SharedExec; count: number }>();
  for (const slot of rules.flatMap((rule) => rule.slots)) {
    const key = sharedExecKey(slot);
    const entry = uses.get(key) ?? { exec: new SharedExec(slot.regex), count: 0 };
    entry.count += 1;
    uses.set(key, entry);
  }
  const shared = new Map(
    [...uses].flatMap(([key, { exec, count }]) => (count > 1 ? [[key, exec] as const] : [])),
  );
  return {
    all: [...shared.values()],
    bySlot: rules.map((rule) => rule.slots.map((slot) => shared.get(sharedExecKey(slot)))),
  };
}

/**
 * Compiles a native platform once: templates parsed, captures checked against the patterns
 * (a typo throws PlatformDefinitionError at load, not at run time).
 */
export function compilePlatform(
  definition: PlatformDefinition,
  options: { plain?: boolean } = {},
): PlatformParser {
  // Plain (differential tests): every rule is tried for every URL and runs its own patterns.
  const indexed = options.plain !== true;
  const compiled = definition.rules.map((rule, index) => ({
    source: rule,
    compiled: compileRule(rule, `platform ${definition.name}, rule ${index}`),
  }));
  const sharedExecs = sharePatterns(indexed ? compiled.map((entry) => entry.compiled) : []);
  const entries = compiled.map(({ source, compiled: rule }, index) => ({
    source,
    rule: buildRuleMatcher(rule, sharedExecs.bySlot[index]),
    key: source.path === undefined || !indexed ? undefined : literalFirstSegments(source.path),
  }));
  const rules = new RuleIndex(entries);
  const param = indexed ? dispatchParam(entries) : undefined;
  // The same index without the rules that need `param`, for URLs that lack it.
  const rulesWithoutParam =
    param === undefined
      ? rules
      : new RuleIndex(entries.filter((entry) => !requiresParam(entry.source, param)));
  const fallback = definition.analyze;
  const state = new RuleState(sharedExecs.all);
  const applyRules = (url: UrlView, input: RecognitionInput): ParserOutput => {
    const index =
      param === undefined || queryValue(url, param) !== undefined ? rules : rulesWithoutParam;
    for (const rule of index.candidates(url.pathname)) {
      const out = rule(url, state);
      if (out !== undefined) {
        return out;
      }
    }
    if (fallback !== undefined) {
      state.inputRead = true;
      const out: Record<string, string> = {};
      const extra = fallback(url, input);
      if (extra !== undefined) {
        mergeDefined(out, extra);
      }
      return out;
    }
    return {};
  };
  return {
    info: platformInfoOf(definition),
    folder: definition.folder ?? definition.name,
    urlOnly: () => !state.inputRead,
    parse(url: UrlView, input: RecognitionInput): ParserOutput {
      state.reset(url, input);
      try {
        return applyRules(url, input);
      } finally {
        state.release();
      }
    },
  };
}
