import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseJobSettings } from '@sillage/shared-types';
import { createCounterDoubleClickStage } from '../counter/counter-double-click.stage.js';
import { FLUSH_SLICE, type HoldOptions } from '../engine/held-event-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage } from '../engine/stage.js';
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

  it('keeps, rejects and orders events as it does in memory', async () => {
    const events = clicks(3000, 7);
    const batches = Array.from({ length: 30 }, (_, index) =>
      events.slice(index * 100, index * 100 + 100),
    );
    const inMemory = await run({}, structuredClone(batches));
    const onDisk = await run({ directory, eventsInMemory: 5 }, structuredClone(batches));
    expect(inMemory.traces).toEqual([]);
    expect(onDisk.traces).toHaveLength(1);
    expect(onDisk.traces[0]).toContain(`${name} holds more than 5 events`);
    expect(onDisk.rejected).toEqual(inMemory.rejected);
    expect(onDisk.passed.map((event) => event.lineNumber)).toEqual(
      inMemory.passed.map((event) => event.lineNumber),
    );
    expect(onDisk.passed).toEqual(inMemory.passed);
    // Some events were kept and some removed, or the comparison says little.
    expect(inMemory.passed.length).toBeGreaterThan(100);
    expect(inMemory.rejected.length).toBeGreaterThan(100);
  });

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
    const context = {
      reject: (event: PipelineEvent) => lines.push(event.lineNumber),
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      trace: createTraceLogger('warn', () => undefined),
    };
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
