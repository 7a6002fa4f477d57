import { createPackParser } from '../packs/load-packs.js';
import { PackRuntime } from '../packs/pack-runtime.js';
import type { PlatformParser } from '../recognition/platform-parser.js';
import { hasAnyKey, messageOf, toEcFields, type EcFields } from '../recognition/recognizer.js';
import { MutableUrlView } from '../url/url-view.js';
import type { ThreadAnswer, ThreadItem, ThreadParserSpec } from './pool-protocol.js';

/** The pack parsers of a recognition thread, by id, each compiled on its first call. */
export interface ThreadParsers {
  parser(id: number): PlatformParser | undefined;
  readonly view: MutableUrlView;
}

/**
 * `onLoading(true)` before a parser's module is compiled and its top level run, `(false)` after:
 * one-time work the watchdog gives a load's budget rather than a call's.
 */
export function createThreadParsers(
  specs: readonly ThreadParserSpec[],
  onLoading?: (loading: boolean) => void,
): ThreadParsers {
  const runtimes = new Map<string, PackRuntime>();
  const byId = new Map<number, ThreadParserSpec>();
  for (const spec of specs) {
    byId.set(spec.id, spec);
  }
  const created = new Map<number, PlatformParser>();
  return {
    view: new MutableUrlView(),
    parser(id) {
      let parser = created.get(id);
      if (parser === undefined) {
        const spec = byId.get(id);
        if (spec === undefined) {
          return undefined;
        }
        let runtime = runtimes.get(spec.root);
        if (runtime === undefined) {
          runtime = new PackRuntime(spec.root, { kind: 'direct', onLoading });
          runtimes.set(spec.root, runtime);
        }
        parser = createPackParser(runtime, spec.folder, {
          name: spec.name,
          longName: spec.name,
          domains: [],
          source: 'pack',
        });
        created.set(id, parser);
      }
      return parser;
    },
  };
}

/** Runs an item's parsers in order, as the recognizer does: exceptions become failures. */
export function answerItem(
  parsers: ThreadParsers,
  item: ThreadItem,
  onParser?: (id: number) => void,
): ThreadAnswer {
  const { view } = parsers;
  let urlOnly = true;
  let failures: ThreadAnswer['failures'];
  if (!view.reset(item.input.url)) {
    return { winner: -1, urlOnly };
  }
  for (let index = 0; index < item.ids.length; index += 1) {
    const id = item.ids[index] ?? -1;
    onParser?.(id);
    const parser = parsers.parser(id);
    if (parser === undefined) {
      (failures ??= []).push({ id, message: 'unknown parser' });
      continue;
    }
    let output;
    try {
      output = parser.parse(view, item.input);
    } catch (error) {
      (failures ??= []).push({ id, message: messageOf(error) });
      output = undefined;
    }
    const read = parser.fieldsRead?.() ?? 'all';
    if (item.provided !== null) {
      const given = item.provided;
      const missing = read === 'all' ? 'all' : [...read].filter((field) => !given.includes(field));
      if (missing === 'all' || missing.length > 0) {
        return { winner: -1, urlOnly: false, missing: { id, fields: missing } };
      }
    }
    urlOnly &&= read !== 'all' && read.size === 0;
    let answer: EcFields | undefined;
    try {
      // An answer that throws when read (a getter, a `toString`) is this parser's failure, not
      // the thread's: it would end the thread, and the other URLs it held with it.
      answer = output !== undefined && hasAnyKey(output) ? toEcFields(output) : undefined;
    } catch (error) {
      (failures ??= []).push({ id, message: messageOf(error) });
    }
    if (answer !== undefined) {
      const { fields, granted } = answer;
      return { winner: index, fields, granted, urlOnly, ...(failures ? { failures } : {}) };
    }
  }
  return { winner: -1, urlOnly, ...(failures ? { failures } : {}) };
}
