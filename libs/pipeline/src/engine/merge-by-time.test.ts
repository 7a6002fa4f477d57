import { mergeByTime } from './merge-by-time.js';

interface E {
  timestamp: number;
  id: string;
}

async function* batchesOf(events: E[], size: number): AsyncGenerator<E[]> {
  for (let start = 0; start < events.length; start += size) {
    await Promise.resolve();
    yield events.slice(start, start + size);
  }
}

const events = (name: string, times: number[]): E[] =>
  times.map((timestamp, index) => ({ timestamp, id: `${name}${index}` }));

async function merged(inputs: E[][], size = 2): Promise<E[]> {
  const out: E[] = [];
  for await (const batch of mergeByTime(inputs.map((input) => batchesOf(input, size)))) {
    out.push(...batch);
  }
  return out;
}

describe('mergeByTime', () => {
  it('interleaves sorted inputs by time, whatever their order', async () => {
    const a = events('a', [1, 4, 5, 9]);
    const b = events('b', [2, 3, 6, 7, 8]);
    const expected = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    expect((await merged([a, b])).map((event) => event.timestamp)).toEqual(expected);
    expect((await merged([b, a], 3)).map((event) => event.timestamp)).toEqual(expected);
  });

  it('gives a later file after an earlier one even when listed first', async () => {
    const late = events('late', [10, 11]);
    const early = events('early', [1, 2]);
    expect((await merged([late, early])).map((event) => event.id)).toEqual([
      'early0',
      'early1',
      'late0',
      'late1',
    ]);
  });

  it('lets an event without a date through at once, and loses none', async () => {
    const a = events('a', [5, Number.NaN, 6]);
    const b = events('b', [1, 2, 3, 4]);
    const out = await merged([a, b], 1);
    expect(out).toHaveLength(7);
    expect(out.map((event) => event.id).sort()).toEqual(
      ['a0', 'a1', 'a2', 'b0', 'b1', 'b2', 'b3'].sort(),
    );
    // Keeps each input's own order (an out-of-order line stays where it was).
    const aOrder = out.filter((event) => event.id.startsWith('a')).map((event) => event.id);
    expect(aOrder).toEqual(['a0', 'a1', 'a2']);
  });

  it('skips empty batches and empty inputs', async () => {
    async function* withEmpty(): AsyncGenerator<E[]> {
      await Promise.resolve();
      yield [];
      yield events('x', [3]);
      yield [];
    }
    const out: E[] = [];
    for await (const batch of mergeByTime([
      withEmpty(),
      batchesOf([], 1),
      batchesOf(events('y', [1]), 1),
    ])) {
      out.push(...batch);
    }
    expect(out.map((event) => event.id)).toEqual(['y0', 'x0']);
  });

  it('closes the inputs still open when the consumer stops early', async () => {
    let closed = 0;
    async function* endless(name: string): AsyncGenerator<E[]> {
      try {
        for (let time = 0; ; time += 1) {
          await Promise.resolve();
          yield events(name, [time]);
        }
      } finally {
        closed += 1;
      }
    }
    for await (const batch of mergeByTime([endless('a'), endless('b')])) {
      expect(batch.length).toBeGreaterThan(0);
      break;
    }
    expect(closed).toBe(2);
  });
});
