import fc from 'fast-check';
import { parseJobSettings, type DeduplicationSettings } from '@sillage/shared-types';
import { makeEvent, runStage } from '../testing/stage-harness.js';
import { createDeduplicationStage } from './deduplication.stage.js';
import { DeduplicationWindows } from './deduplication-windows.js';

function dedupSettings(headers: Record<string, string> = {}): DeduplicationSettings {
  const parsed = parseJobSettings(headers);
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings.deduplication;
}

const T0 = 1_354_230_000;
function click(offsetSeconds: number, fields: Record<string, string> = {}, line?: number) {
  return makeEvent(
    {
      platform: 'sd',
      unitid: 'S1',
      rtype: 'ARTICLE',
      mime: 'PDF',
      login: 'alice',
      timestamp: String(T0 + offsetSeconds),
      ...fields,
    },
    line,
  );
}

async function survivors(events: ReturnType<typeof click>[], headers?: Record<string, string>) {
  const run = await runStage(createDeduplicationStage(dedupSettings(headers)), [events]);
  return { kept: run.passed.map((event) => event.lineNumber), rejected: run.rejected };
}

describe('deduplication stage', () => {
  it('keeps only the last of 7 clicks 5 s apart (COUNTER last click wins)', async () => {
    const events = [0, 5, 10, 15, 20, 25, 29].map((offset, index) => click(offset, {}, index + 1));
    const { kept, rejected } = await survivors(events);
    expect(kept).toEqual([7]);
    expect(rejected.map((r) => r.category)).toEqual(Array(6).fill('duplicate-ecs'));
  });

  it.each([
    ['PDF', 30, 31, [1, 2]],
    ['PDF', 30, 30, [2]],
    ['HTML', 10, 11, [1, 2]],
    ['HTML', 10, 10, [2]],
    ['EPUB', 30, 31, [1, 2]],
  ])(
    'a %s window of %i s treats clicks %i s apart as kept %j',
    async (mime, _window, gap, kept) => {
      const result = await survivors([click(0, { mime }, 1), click(gap, { mime }, 2)]);
      expect(result.kept).toEqual(kept);
    },
  );

  it.each([
    [{ login: 'bob' }, 'another user'],
    [{ unitid: 'S2' }, 'another unit'],
    [{ rtype: 'TOC' }, 'another rtype'],
    [{ platform: 'wiley' }, 'another platform'],
    [{ mime: 'HTML' }, 'another mime window'],
  ])('keeps both clicks for %j (%s)', async (change, _why) => {
    expect((await survivors([click(0, {}, 1), click(5, change, 2)])).kept).toEqual([1, 2]);
  });

  it('compares users by the first non-empty field of the strategy', async () => {
    const a = click(0, { session: 's1', login: 'alice' }, 1);
    const b = click(5, { session: 's2', login: 'alice' }, 2);
    expect((await survivors([a, b])).kept).toEqual([1, 2]);
    const c = click(0, { session: 's1', login: 'alice' }, 3);
    const d = click(5, { session: 's2', login: 'alice' }, 4);
    expect((await survivors([c, d], { 'Double-Click-Strategy': 'LCI' })).kept).toEqual([4]);
  });

  it('uses one shared window for every mime with Double-Click-MIXED', async () => {
    const events = [click(0, { mime: 'HTML' }, 1), click(5, { mime: 'PDF' }, 2)];
    expect((await survivors(events)).kept).toEqual([1, 2]);
    const mixed = [click(0, { mime: 'HTML' }, 3), click(5, { mime: 'PDF' }, 4)];
    expect((await survivors(mixed, { 'Double-Click-MIXED': '10' })).kept).toEqual([4]);
  });

  it('never compares events without unitid or without rtype on the older one', async () => {
    expect(
      (await survivors([click(0, { unitid: '' }, 1), click(1, { unitid: '' }, 2)])).kept,
    ).toEqual([1, 2]);
    expect(
      (await survivors([click(0, { rtype: '' }, 1), click(1, { rtype: '' }, 2)])).kept,
    ).toEqual([1, 2]);
  });

  it('rejects events older than the latest one seen as unordered', async () => {
    const { kept, rejected } = await survivors([
      click(10, {}, 1),
      click(0, { unitid: 'S2' }, 2),
      click(20, { unitid: 'S3' }, 3),
    ]);
    expect(kept).toEqual([1, 3]);
    expect(rejected).toEqual([{ lineNumber: 2, category: 'unordered-ecs' }]);
  });

  it('releases events in input order even when a later one leaves its window first', async () => {
    const stage = createDeduplicationStage(dedupSettings());
    const pdf = click(0, { mime: 'PDF', unitid: 'A' }, 1);
    const html = click(1, { mime: 'HTML', unitid: 'B' }, 2);
    const later = click(20, { mime: 'HTML', unitid: 'C' }, 3);
    const run = await runStage(stage, [[pdf, html, later]], { flush: false });
    expect(run.passed).toEqual([]);
    const end = await runStage(stage, [[click(40, { unitid: 'D' }, 4)]], { flush: false });
    expect(end.passed.map((event) => event.lineNumber)).toEqual([1, 2, 3]);
  });

  it('finds every duplicate in a window that keeps taking and releasing events for long', async () => {
    // 400 users each click twice, 10 s apart, one new user a second: the PDF window always holds
    // about 30 of them while hundreds come and go (its key map is renewed along the way).
    const clicks = Array.from({ length: 400 }, (_, user) =>
      [user, user + 10].map((at) => ({ at, user })),
    )
      .flat()
      .sort((a, b) => a.at - b.at || a.user - b.user);
    const events = clicks.map(({ at, user }, index) => click(at, { login: `u${user}` }, index + 1));
    const { kept, rejected } = await survivors(events);
    const secondClicks = clicks.flatMap(({ at, user }, index) => (at === user ? [] : [index + 1]));
    expect(kept).toEqual(secondClicks);
    expect(rejected).toHaveLength(400);
  });

  it('keeps checking a window that emptied and filled again', async () => {
    const events = [
      click(0, {}, 1),
      click(5, {}, 2),
      click(100, { unitid: 'S2' }, 3),
      click(200, {}, 4),
      click(205, {}, 5),
      click(300, {}, 6),
    ];
    expect((await survivors(events)).kept).toEqual([2, 3, 5, 6]);
  });

  it('passes everything through, without the chronology check, when disabled', async () => {
    const events = [click(10, {}, 1), click(0, {}, 2), click(1, {}, 3)];
    expect((await survivors(events, { 'Double-Click-Removal': 'false' })).kept).toEqual([1, 2, 3]);
  });
});

describe('deduplication windows, as the reference checks them', () => {
  it('checks a MIXED window once per mime for every event (each check releases every other stale event)', () => {
    const settings = dedupSettings({ 'Double-Click-MIXED': '10' });
    const windows = new DeduplicationWindows(settings);
    const stale = ['A', 'B', 'C', 'D'].map(
      (unitid, index) => windows.push(click(index, { unitid, mime: 'HTML' })).held,
    );
    windows.push(click(100, { unitid: 'E', mime: 'HTML' }));
    // One pass over [A,B,C,D] releases A and C; the next B; the third D. A window checked once
    // per event would still hold B and D.
    expect(settings.windows.length).toBeGreaterThanOrEqual(3);
    expect(stale.map((held) => held.state)).toEqual([
      'released',
      'released',
      'released',
      'released',
    ]);
  });

  it('checks a per-mime window once per event', () => {
    const windows = new DeduplicationWindows(dedupSettings());
    const stale = ['A', 'B', 'C', 'D'].map(
      (unitid, index) => windows.push(click(index, { unitid, mime: 'HTML' })).held,
    );
    windows.push(click(100, { unitid: 'E', mime: 'HTML' }));
    expect(stale.map((held) => held.state)).toEqual(['released', 'held', 'released', 'held']);
  });

  it('checks the events at 0, 2, 4… of a window until one is not stale, whatever lies between', () => {
    // Out of order on purpose (the stage's chronology check keeps this from happening): at
    // 12 s the 10 s HTML window holds A (0 s), B (5 s), C (0 s); the reference's loop looks at A
    // and C, not B, so C goes although B stays.
    const windows = new DeduplicationWindows(dedupSettings());
    const held = (
      [
        ['A', 0],
        ['B', 5],
        ['C', 0],
      ] as const
    ).map(([unitid, at]) => windows.push(click(at, { unitid, mime: 'HTML' })).held);
    windows.push(click(12, { unitid: 'E', mime: 'HTML' }));
    expect(held.map((event) => event.state)).toEqual(['released', 'held', 'released']);
  });

  it('finds a mime window under any spelling of the mime', () => {
    const windows = new DeduplicationWindows(dedupSettings());
    const states = ['pdf', 'PDF', 'Pdf'].map((mime, index) => {
      const first = windows.push(click(index * 1000, { unitid: `U${String(index)}`, mime })).held;
      // 20 s later: within the PDF window (30 s), past the HTML one (10 s).
      windows.push(click(index * 1000 + 20, { unitid: `U${String(index)}`, mime }));
      return first.state;
    });
    expect(states).toEqual(['duplicate', 'duplicate', 'duplicate']);
  });
});

describe('deduplication windows against a plain model of the reference', () => {
  /**
   * The reference's windows as it wrote them: arrays, a check that splices each stale event and
   * steps past the next, a push that splices out the older click of the same user and item.
   */
  function modelStates(
    clicks: readonly { at: number; unitid: string; mime: string; login: string }[],
    intervals: ReadonlyMap<string, number>,
    mixed: number | undefined,
  ): string[] {
    const states = clicks.map(() => 'held');
    const windows = new Map<string, { interval: number; items: number[] }>();
    const windowOf = (mime: string) => {
      const name = mixed === undefined ? mime : 'MIXED';
      let window = windows.get(name);
      if (!window) {
        window = { interval: mixed ?? intervals.get(mime) ?? 0, items: [] };
        windows.set(name, window);
      }
      return window;
    };
    const keyOf = (index: number) => {
      const { login, unitid } = clicks[index]!;
      return `${login}/${unitid}/ARTICLE`;
    };
    for (const [index, click] of clicks.entries()) {
      for (const window of windows.values()) {
        const checks = mixed === undefined ? 1 : intervals.size;
        for (let check = 0; check < checks; check++) {
          for (let at = 0; at < window.items.length; at++) {
            const held = window.items[at]!;
            if (!(clicks[held]!.at < click.at - window.interval)) {
              break;
            }
            states[held] = 'released';
            window.items.splice(at, 1);
          }
        }
      }
      const window = windowOf(click.mime);
      const older = window.items.findIndex((held) => keyOf(held) === keyOf(index));
      if (older >= 0) {
        states[window.items[older]!] = 'duplicate';
        window.items.splice(older, 1);
      }
      window.items.push(index);
    }
    return states;
  }

  it.each([
    ['per-mime windows', {}],
    ['one MIXED window', { 'Double-Click-MIXED': '12' }],
  ])('settles every click as the model does, with %s', (_, headers) => {
    const settings = dedupSettings(headers);
    const intervals = new Map(
      settings.windows.map(([mime, seconds]) => [mime.toUpperCase(), seconds]),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: -3, max: 25 }),
            unitid: fc.constantFrom('A', 'B', 'C'),
            mime: fc.constantFrom('HTML', 'PDF'),
            login: fc.constantFrom('x', 'y'),
          }),
          { maxLength: 120 },
        ),
        (steps) => {
          let at = 0;
          const clicks = steps.map(({ gap, ...fields }) => ({ at: (at += gap), ...fields }));
          const windows = new DeduplicationWindows(settings);
          const held = clicks.map(
            ({ at: offset, ...fields }) => windows.push(click(offset, fields)).held,
          );
          expect(held.map((event) => event.state)).toEqual(
            modelStates(clicks, intervals, settings.mixedWindow),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
