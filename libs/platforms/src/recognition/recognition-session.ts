import type { PoolAnswer, RecognitionPool } from '../threads/recognition-pool.js';
import type { ThreadItem } from '../threads/pool-protocol.js';
import type { PlatformParser } from './platform-parser.js';
import type {
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from './recognition.types.js';
import { NOT_CALLED, recognizedBy, unqualified, type Recognizer } from './recognizer.js';

/**
 * One job's recognition: remembers outcomes per URL, runs native rules on the calling thread and
 * pack parsers on the catalog's recognition threads, and keeps results in input order.
 */
export interface RecognitionSession {
  /** Outcomes of `inputs`, in order; synchronous when no pack parser had to run. */
  recognizeBatch(
    inputs: readonly RecognitionInput[],
  ): RecognitionResult[] | Promise<RecognitionResult[]>;
  /** What the session remembers now: distinct URLs, and their characters with their answers'. */
  remembered(): { urls: number; chars: number };
}

/** Distinct URLs whose outcome a job remembers: two generations of this many each. */
const MEMORY_GENERATION = 32_768;
/**
 * Characters (URLs, domains, answers) a generation holds at most: 32 768 URLs of 10 KB took a
 * gigabyte. Usual URLs (a few hundred characters) turn generations on their count first.
 */
export const MEMORY_GENERATION_CHARS = 8_000_000;

interface Remembered {
  domain: string | undefined;
  result: RecognitionResult;
  /** The URL's, the domain's and the answer's characters. */
  chars: number;
}

/** An event waiting for the recognition threads. */
interface Waiting {
  index: number;
  input: RecognitionInput;
  candidates: readonly PlatformParser[];
  /** First candidate not tried yet. */
  next: number;
  urlOnly: boolean;
  /** Asked alone: an earlier answer for its URL depended on more than the URL. */
  alone: boolean;
}

export interface SessionDependencies {
  recognizer: Recognizer;
  /**
   * The event fields each pack parser was seen reading besides its URL and domain ('all' when it
   * enumerated them): those fields go to the threads with the URL. Shared by the catalog's
   * sessions; it grows as parsers are met.
   */
  fieldsRead?: Map<number, ReadonlySet<string> | 'all'>;
  /** The threads, started on first use; undefined = run every parser here (guarded). */
  pool: (() => RecognitionPool) | undefined;
  idOf: (parser: PlatformParser) => number;
  parserOfId: (id: number) => PlatformParser | undefined;
  /** Strings kept beyond the batch are copied (see the pipeline's `detachString`). */
  keep?: (value: string) => string;
}

const identity = (value: string) => value;

export function createRecognitionSession(
  dependencies: SessionDependencies,
  options: RecognitionOptions = {},
): RecognitionSession {
  const { recognizer, idOf, parserOfId } = dependencies;
  const fieldsRead = dependencies.fieldsRead ?? new Map<number, ReadonlySet<string> | 'all'>();
  /** The fields a run's parsers are known to read; undefined when none. */
  const fieldsOfRun = (ids: readonly number[]): Set<string> | 'all' | undefined => {
    let union: Set<string> | undefined;
    for (const id of ids) {
      const read = fieldsRead.get(id);
      if (read === 'all') {
        return 'all';
      }
      if (read !== undefined && read.size > 0) {
        union ??= new Set();
        for (const field of read) {
          union.add(field);
        }
      }
    }
    return union;
  };
  const learn = ({ id, fields }: { id: number; fields: string[] | 'all' }): void => {
    const known = fieldsRead.get(id);
    if (fields === 'all' || known === 'all') {
      fieldsRead.set(id, 'all');
      return;
    }
    fieldsRead.set(id, new Set([...(known ?? []), ...fields]));
  };
  const keep = dependencies.keep ?? identity;
  let current = new Map<string, Remembered>();
  let previous = new Map<string, Remembered>();
  let currentChars = 0;
  let previousChars = 0;

  const store = (url: string, remembered: Remembered): void => {
    if (
      current.size >= MEMORY_GENERATION ||
      currentChars + remembered.chars > MEMORY_GENERATION_CHARS
    ) {
      previous = current;
      previousChars = currentChars;
      current = new Map();
      currentChars = 0;
    }
    current.set(url, remembered);
    currentChars += remembered.chars;
  };
  const recall = (input: RecognitionInput): RecognitionResult | undefined => {
    let known = current.get(input.url);
    if (known === undefined) {
      known = previous.get(input.url);
      if (known !== undefined) {
        // Asked again: carried into the current generation, so a URL that keeps coming back is
        // one lookup away and never recognised twice, however many others pass once.
        store(keep(input.url), known);
      }
    }
    return known !== undefined && known.domain === input.domain ? known.result : undefined;
  };
  const remember = (input: RecognitionInput, result: RecognitionResult): void => {
    if (result.urlOnly !== true) {
      return;
    }
    const kept = detach(result, keep);
    store(keep(input.url), {
      domain: input.domain === undefined ? undefined : keep(input.domain),
      result: kept,
      chars: input.url.length + (input.domain?.length ?? 0) + charsOf(kept),
    });
  };

  /**
   * Tries native candidates here from `waiting.next` on; stops at the first pack candidate
   * (returns undefined: the event must go to the threads) or with the outcome.
   */
  const advance = (waiting: Waiting): RecognitionResult | undefined => {
    const { candidates, input } = waiting;
    const view = recognizer.urlView;
    let viewReady = false;
    for (; waiting.next < candidates.length; waiting.next += 1) {
      const parser = candidates[waiting.next];
      if (parser === undefined) {
        break;
      }
      if (parser.info.source === 'pack') {
        if (!pool?.isQuarantined(idOf(parser))) {
          return undefined;
        }
        options.onTrace?.({
          platform: parser.info.name,
          source: 'pack',
          kind: 'timeout',
          url: input.url,
          message: NOT_CALLED,
        });
        waiting.urlOnly = false;
        continue;
      }
      if (!viewReady) {
        if (!view.reset(input.url)) {
          return unqualified(candidates, waiting.urlOnly);
        }
        viewReady = true;
      }
      const answer = recognizer.runParser(parser, view, input, options.onTrace);
      waiting.urlOnly &&= parser.urlOnly?.() === true;
      if (answer !== undefined) {
        return recognizedBy(parser, answer, waiting.urlOnly);
      }
    }
    return unqualified(candidates, waiting.urlOnly);
  };

  /** The run of pack candidates from `waiting.next`: what one thread call tries. */
  const packRun = (waiting: Waiting): PlatformParser[] => {
    const run: PlatformParser[] = [];
    for (let index = waiting.next; index < waiting.candidates.length; index += 1) {
      const parser = waiting.candidates[index];
      if (parser?.info.source !== 'pack') {
        break;
      }
      run.push(parser);
    }
    return run;
  };

  const traceAnswer = (waiting: Waiting, answer: PoolAnswer): void => {
    for (const failure of answer.failures ?? []) {
      options.onTrace?.(
        traceOf(parserOfId(failure.id), waiting.input.url, 'error', failure.message),
      );
    }
    for (const id of answer.timeouts ?? []) {
      options.onTrace?.(
        traceOf(parserOfId(id), waiting.input.url, 'timeout', 'ran past its time budget'),
      );
    }
    for (const id of answer.skipped ?? []) {
      options.onTrace?.(traceOf(parserOfId(id), waiting.input.url, 'timeout', NOT_CALLED));
    }
  };

  let pool: RecognitionPool | undefined;

  const viaThreads = async (
    results: RecognitionResult[],
    firstRound: Waiting[],
  ): Promise<RecognitionResult[]> => {
    const threads = (pool ??= dependencies.pool?.());
    if (threads === undefined) {
      throw new Error('no recognition threads for pack parsers');
    }
    let round = firstRound;
    while (round.length > 0) {
      // The same URL is asked once per round; if its answer depended on the URL alone it
      // holds for every event of the group, otherwise the others are asked alone next round.
      const groups = new Map<string, Waiting[]>();
      const asked: Waiting[] = [];
      for (const waiting of round) {
        // Parsers known to read more than the URL are asked for each event.
        waiting.alone ||= fieldsOfRun(packRun(waiting).map(idOf)) !== undefined;
        const key = `${waiting.input.url}\u0000${waiting.input.domain ?? ''}\u0000${String(waiting.next)}`;
        const group = waiting.alone ? undefined : groups.get(key);
        if (group === undefined) {
          if (!waiting.alone) {
            groups.set(key, [waiting]);
          }
          asked.push(waiting);
        } else {
          group.push(waiting);
        }
      }
      const runs = asked.map(packRun);
      const items: ThreadItem[] = asked.map((waiting, index) => {
        const ids = (runs[index] ?? []).map(idOf);
        const fields = fieldsOfRun(ids);
        if (fields === 'all') {
          return { ids, input: waiting.input, provided: null };
        }
        const { url, domain } = waiting.input;
        const input: RecognitionInput = domain === undefined ? { url } : { url, domain };
        const provided = fields === undefined ? [] : [...fields];
        for (const field of provided) {
          if (field in waiting.input) {
            input[field] = waiting.input[field];
          }
        }
        return { ids, input, provided };
      });
      const answers = await threads.run(items);
      const next: Waiting[] = [];
      asked.forEach((waiting, index) => {
        const answer = answers[index];
        if (answer === undefined) {
          return;
        }
        const run = runs[index] ?? [];
        traceAnswer(waiting, answer);
        const key = `${waiting.input.url}\u0000${waiting.input.domain ?? ''}\u0000${String(waiting.next)}`;
        const others = waiting.alone ? [] : (groups.get(key) ?? []).slice(1);
        const members = answer.urlOnly ? [waiting, ...others] : [waiting];
        if (!answer.urlOnly) {
          for (const other of others) {
            other.alone = true;
            next.push(other);
          }
        }
        if (answer.missing !== undefined) {
          // Asked again with the fields the parser reads, which are remembered for next time.
          learn(answer.missing);
          waiting.alone = true;
          next.push(waiting);
          return;
        }
        for (const member of members) {
          member.urlOnly &&= answer.urlOnly;
          const winner = answer.winner === -1 ? undefined : run[answer.winner];
          if (winner !== undefined) {
            const result = recognizedBy(
              winner,
              { fields: { ...answer.fields }, granted: answer.granted !== false },
              member.urlOnly,
            );
            results[member.index] = result;
            remember(member.input, result);
            continue;
          }
          member.next += run.length;
          const outcome = advance(member);
          if (outcome === undefined) {
            next.push(member);
          } else {
            results[member.index] = outcome;
            remember(member.input, outcome);
          }
        }
      });
      round = next;
    }
    return results;
  };

  return {
    remembered: () => ({ urls: current.size + previous.size, chars: currentChars + previousChars }),
    recognizeBatch(inputs) {
      const results = new Array<RecognitionResult>(inputs.length);
      const waitingList: Waiting[] = [];
      inputs.forEach((input, index) => {
        const known = recall(input);
        if (known !== undefined) {
          results[index] = known;
          return;
        }
        if (dependencies.pool === undefined) {
          const outcome = recognizer.recognize(input, options);
          results[index] = outcome;
          remember(input, outcome);
          return;
        }
        const candidates = recognizer.select(input, options);
        if (!Array.isArray(candidates)) {
          results[index] = candidates as RecognitionResult;
          return;
        }
        const waiting: Waiting = {
          index,
          input,
          candidates: candidates as readonly PlatformParser[],
          next: 0,
          urlOnly: true,
          alone: false,
        };
        const outcome = advance(waiting);
        if (outcome === undefined) {
          waitingList.push(waiting);
        } else {
          results[index] = outcome;
          remember(input, outcome);
        }
      });
      return waitingList.length === 0 ? results : viaThreads(results, waitingList);
    },
  };
}

function traceOf(
  parser: PlatformParser | undefined,
  url: string,
  kind: RecognitionTrace['kind'],
  message: string,
): RecognitionTrace {
  return { platform: parser?.info.name ?? '?', source: 'pack', kind, url, message };
}

function charsOf(result: RecognitionResult): number {
  let chars = 0;
  if (result.kind === 'recognized') {
    for (const [name, value] of Object.entries(result.fields)) {
      chars += name.length + value.length;
    }
  }
  return chars;
}

// A remembered outcome outlives its batch: its strings must not pin the input chunk they came from.
function detach(result: RecognitionResult, keep: (value: string) => string): RecognitionResult {
  if (result.kind !== 'recognized') {
    return result;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.fields)) {
    fields[name] = keep(value);
  }
  return { ...result, fields };
}
