import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseJobSettings } from '@sillage/shared-types';
import { createCounterDoubleClickStage } from '../counter/counter-double-click.stage.js';
import { FLUSH_SLICE, type HoldOptions } from '../engine/held-event-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import { openFilesIn } from '../testing/open-files.js';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createTraceLogger } from '../traces/trace-logger.js';
import { createDeduplicationStage } from './deduplication.stage.js';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'sillage-held-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/**
 * A log of clicks by a few users on a few units, several to a second, with seconds of silence
 * now and then (so windows fill, empty and fill again), a few denials and dateless lines.
 */
function clicks(count: number, seed: number): PipelineEvent[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
  let time = 1_700_000_000;
  return Array.from({ length: count }, (_, index) => {
    time += next(10) === 0 ? next(40) : 0;
    const event = makeEvent(
      {
        platform: ['wiley', 'sd'][next(2)] ?? '',
        unitid: `U${String(next(6))}`,
        rtype: ['ARTICLE', 'TOC'][next(2)] ?? '',
        mime: ['PDF', 'HTML', 'MISC'][next(3)] ?? '',
        login: `user${String(next(4))}`,
        status: '200',
        url: `http://example.org/${String(next(50))}`,
        timestamp: String(next(50) === 0 ? Number.NaN : time),
      },
      index + 1,
    );
    event.granted = next(20) !== 0;
    return event;
  });
}

/** A stage context that notes the line numbers of the events it is told to reject. */
function contextRejectingTo(lines: number[]): StageContext {
  return {
    reject: (event) => lines.push(event.lineNumber),
    count: () => undefined,
    setCounter: () => undefined,
    noteUnknownDomain: () => undefined,
    noteParserFailures: () => undefined,
    trace: createTraceLogger('warn', () => undefined),
  };
}

function byCategory(rejected: { lineNumber: number; category: string }[]) {
  const lines = new Map<string, number[]>();
  for (const { lineNumber, category } of rejected) {
    lines.set(category, [...(lines.get(category) ?? []), lineNumber]);
  }
  return lines;
}

const DEDUPLICATION = (() => {
  const parsed = parseJobSettings({});
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings.deduplication;
})();

const STAGES: [string, (hold: HoldOptions) => Stage][] = [
  ['double-click removal', (hold) => createDeduplicationStage(DEDUPLICATION, hold)],
  ['COUNTER double-click removal', (hold) => createCounterDoubleClickStage({ hold })],
];

describe.each(STAGES)('%s with held events on disk', (name, create) => {
  async function run(hold: HoldOptions, batches: PipelineEvent[][]) {
    const traces: string[] = [];
    const result = await runStage(create(hold), batches, {
      trace: createTraceLogger('warn', (line) => traces.push(line)),
    });
    return { ...result, traces };
  }

  it.each<[string, HoldOptions, string]>([
    ['events', { eventsInMemory: 5 }, 'holds more than 5 events or 20000000 characters'],
    // About five of these lines (the fields as JSON, some 200 characters).
    [
      'characters of lines',
      { lineCharsInMemory: 1000 },
      'holds more than 50000 events or 1000 characters',
    ],
  ])(
    'keeps, rejects and orders events as it does in memory, past a number of %s',
    async (_, limits, notice) => {
      const events = clicks(3000, 7);
      const batches = Array.from({ length: 30 }, (_, index) =>
        events.slice(index * 100, index * 100 + 100),
      );
      const inMemory = await run({}, structuredClone(batches));
      const onDisk = await run({ directory, ...limits }, structuredClone(batches));
      expect(inMemory.traces).toEqual([]);
      expect(onDisk.traces).toHaveLength(1);
      expect(onDisk.traces[0]).toContain(`${name} ${notice} of log lines`);
      expect(onDisk.rejected).toEqual(inMemory.rejected);
      expect(onDisk.passed.map((event) => event.lineNumber)).toEqual(
        inMemory.passed.map((event) => event.lineNumber),
      );
      expect(onDisk.passed).toEqual(inMemory.passed);
      // Some events were kept and some removed, or the comparison says little.
      expect(inMemory.passed.length).toBeGreaterThan(100);
      expect(inMemory.rejected.length).toBeGreaterThan(100);
    },
  );

  it('lets a large hold go in slices at the end of input, in order', async () => {
    const stage = create({ directory, eventsInMemory: 100 });
    // All in one second: nothing leaves before the end.
    const events = clicks(FLUSH_SLICE * 2 + 500, 11).map((event) => {
      event.timestamp = 1_700_000_000;
      return event;
    });
    const held = await runStage(stage, [events], { flush: false });
    expect(held.passed).toEqual([]);
    const slices: number[] = [];
    const lines: number[] = [];
    const kept: number[] = [];
    const context = contextRejectingTo(lines);
    let more = true;
    while (more) {
      const out: PipelineEvent[] = [];
      const before = lines.length;
      more = stage.flush?.(out, context) === true;
      kept.push(...out.map((event) => event.lineNumber));
      lines.push(...out.map((event) => event.lineNumber));
      slices.push(lines.length - before);
    }
    // Duplicates at the front leave as they are found; the rest waits for the end.
    const early = held.rejected.map((reject) => reject.lineNumber);
    expect(early.length).toBeLessThan(500);
    expect(slices).toEqual([FLUSH_SLICE, FLUSH_SLICE, 500 - early.length]);
    expect([...early, ...lines].sort((a, b) => a - b)).toEqual(
      events.map((event) => event.lineNumber),
    );
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(kept.length).toBeGreaterThan(10);
    stage.dispose?.();
  });

  it('gives the same result letting go a few events at a time, late lines included', async () => {
    // Some lines come 45 s late (EZproxy writes a download's line when it ends).
    const events = clicks(3000, 13).map((event, index) => {
      if (index % 15 === 7) {
        event.timestamp -= 45;
      }
      return event;
    });
    const batches = Array.from({ length: 30 }, (_, index) =>
      events.slice(index * 100, index * 100 + 100),
    );
    const whole = await run({}, structuredClone(batches));
    for (const hold of [
      { eventsPerSlice: 3 },
      { lineCharsPerSlice: 500 },
      { eventsPerSlice: 3, eventsInMemory: 5, directory },
    ]) {
      const sliced = await run(hold, structuredClone(batches));
      // Each kind of reject in the same order; kinds interleave as the events leave.
      expect(byCategory(sliced.rejected)).toEqual(byCategory(whole.rejected));
      expect(sliced.passed).toEqual(whole.passed);
    }
    expect(whole.passed.length).toBeGreaterThan(100);
    expect(whole.rejected.length).toBeGreaterThan(100);
  });

  it('gives a late line the fate it has when the click it repeats has already left', async () => {
    const click = (line: number, login: string, at: number) => {
      const event = makeEvent(
        {
          platform: 'wiley',
          unitid: login === 'reader' ? 'X' : `Y${String(line)}`,
          rtype: 'ARTICLE',
          mime: 'PDF',
          login,
          status: '200',
          url: `http://example.org/${String(line)}`,
          timestamp: String(at),
        },
        line,
      );
      return event;
    };
    const start = 1_700_000_000;
    // Five clicks and the reader's; one at +100 s settles them all, one slice leaves;
    // then the reader's line comes 90 s late, 10 s after the first.
    const batches = [
      [...[1, 2, 3, 4, 5].map((line) => click(line, `u${line}`, start)), click(6, 'reader', start)],
      [click(7, 'u7', start + 100)],
      [click(8, 'reader', start + 10)],
    ];
    const whole = await run({}, structuredClone(batches));
    const sliced = await run({ eventsPerSlice: 1 }, structuredClone(batches));
    expect(byCategory(sliced.rejected)).toEqual(byCategory(whole.rejected));
    expect(sliced.passed).toEqual(whole.passed);
    expect(whole.passed.map((event) => event.lineNumber)).toContain(6);
  });

  it("lets a day's events go in slices when a log dated to the day turns to the next", () => {
    const stage = create({ directory, eventsPerSlice: 100, lineCharsPerSlice: 8_000 });
    const day = 1_700_006_400;
    const dayOne = clicks(500, 5).map((event) => Object.assign(event, { timestamp: day }));
    const dayTwo = clicks(300, 6).map((event, index) =>
      Object.assign(event, { timestamp: day + 86_400, lineNumber: 501 + index }),
    );
    const left: number[] = [];
    const passed: number[] = [];
    const context = contextRejectingTo(left);
    const call = (events: PipelineEvent[]) => {
      const before = left.length;
      const out: PipelineEvent[] = [];
      stage.process?.(events, out, context);
      left.push(...out.map((event) => event.lineNumber));
      passed.push(...out.map((event) => event.lineNumber));
      return left.length - before;
    };
    call(dayOne);
    // The turn of the day settles the 500 events of day one; each call lets one slice go.
    const slices = [];
    for (let batch = 0; batch < 3; batch += 1) {
      slices.push(call(dayTwo.slice(batch * 100, batch * 100 + 100)));
    }
    const lineChars = dayOne[0]?.rawLine.length ?? 0;
    expect(lineChars).toBeGreaterThan(80);
    for (const size of slices) {
      expect(size).toBeGreaterThan(0);
      expect(size).toBeLessThanOrEqual(Math.min(100, Math.ceil(8_000 / lineChars)) + 1);
    }
    expect(passed).toEqual([...passed].sort((a, b) => a - b));
    stage.dispose?.();
  });

  it('lets its file go when the stage is disposed, and leaves none in the folder', async () => {
    const stage = create({ directory, eventsInMemory: 2 });
    // Without the flush, the events stay held: the file is open and already unlinked.
    await runStage(stage, [clicks(50, 3)], { flush: false });
    expect(readdirSync(directory)).toEqual([]);
    expect(openFilesIn(directory)).toHaveLength(1);
    stage.dispose?.();
    expect(openFilesIn(directory)).toEqual([]);
  });
});
