import { DashboardIndexBuilder, type DashboardIndex } from './dashboard-index.js';
import {
  DashboardIndexCache,
  ReaderGoneError,
  type ResultIdentity,
} from './dashboard-index-cache.js';

/** An index of `events` identical events (its size grows with them). */
function indexOf(events: number): DashboardIndex {
  const builder = new DashboardIndexBuilder();
  for (let index = 0; index < events; index += 1) {
    builder.add({ date: '2024-01-01', platform: 'wiley' });
  }
  return builder.build();
}

const identity = (file: string, size = 1): ResultIdentity => ({ file, size, mtimeMs: 1 });

/** A read the test finishes (or fails) itself, recording the signal it was given. */
function controlledRead() {
  const reads: { signal: AbortSignal; finish: (index: DashboardIndex) => void }[] = [];
  const read = (signal: AbortSignal) =>
    new Promise<DashboardIndex>((resolve, reject) => {
      signal.addEventListener('abort', () => {
        reject(new Error('stopped'));
      });
      reads.push({ signal, finish: resolve });
    });
  return { reads, read };
}

const stay = () => new AbortController().signal;

describe('DashboardIndexCache', () => {
  it('gives concurrent requests for a job the index of one read, then keeps it', async () => {
    const cache = new DashboardIndexCache({ maxEntries: 4, maxBytes: 1e9 });
    const { reads, read } = controlledRead();
    const first = cache.get('a', identity('a'), read, stay());
    const second = cache.get('a', identity('a'), read, stay());
    expect(reads).toHaveLength(1);
    const index = indexOf(3);
    reads[0]!.finish(index);
    expect(await first).toBe(index);
    expect(await second).toBe(index);
    expect(await cache.get('a', identity('a'), read, stay())).toBe(index);
    expect(reads).toHaveLength(1);
    expect(cache.bytes).toBe(index.bytes);
  });

  it('keeps reading for those who wait when one client leaves', async () => {
    const cache = new DashboardIndexCache({ maxEntries: 4, maxBytes: 1e9 });
    const { reads, read } = controlledRead();
    const leaving = new AbortController();
    const gone = cache.get('a', identity('a'), read, leaving.signal);
    const waiting = cache.get('a', identity('a'), read, stay());
    leaving.abort();
    await expect(gone).rejects.toBeInstanceOf(ReaderGoneError);
    expect(reads[0]!.signal.aborted).toBe(false);
    const index = indexOf(2);
    reads[0]!.finish(index);
    expect(await waiting).toBe(index);
    expect(cache.jobIds()).toEqual(['a']);
  });

  it('stops the read and keeps nothing once every client has left', async () => {
    const cache = new DashboardIndexCache({ maxEntries: 4, maxBytes: 1e9 });
    const { reads, read } = controlledRead();
    const clients = [new AbortController(), new AbortController()];
    const answers = clients.map((client) => cache.get('a', identity('a'), read, client.signal));
    for (const client of clients) client.abort();
    for (const answer of answers) await expect(answer).rejects.toBeInstanceOf(ReaderGoneError);
    expect(reads[0]!.signal.aborted).toBe(true);
    expect(cache.jobIds()).toEqual([]);
    // The next request reads again, from the start.
    const next = cache.get('a', identity('a'), read, stay());
    expect(reads).toHaveLength(2);
    reads[1]!.finish(indexOf(1));
    await next;
    expect(cache.jobIds()).toEqual(['a']);
  });

  it('keeps nothing of a failed read', async () => {
    const cache = new DashboardIndexCache({ maxEntries: 4, maxBytes: 1e9 });
    const failing = () => Promise.reject(new Error('unreadable'));
    await expect(cache.get('a', identity('a'), failing, stay())).rejects.toThrow('unreadable');
    expect(cache.jobIds()).toEqual([]);
    expect(cache.bytes).toBe(0);
  });

  it('lets the least recently used job go beyond its entries or its bytes', async () => {
    const small = indexOf(10);
    const cache = new DashboardIndexCache({ maxEntries: 2, maxBytes: small.bytes * 2 });
    const ready = (index: DashboardIndex) => () => Promise.resolve(index);
    await cache.get('a', identity('a'), ready(small), stay());
    await cache.get('b', identity('b'), ready(indexOf(10)), stay());
    await cache.get('a', identity('a'), ready(small), stay());
    await cache.get('c', identity('c'), ready(indexOf(10)), stay());
    expect(cache.jobIds()).toEqual(['a', 'c']);
    // Bigger than the whole budget: answered, not kept, and nothing else let go for it.
    const huge = indexOf(5000);
    expect(await cache.get('d', identity('d'), ready(huge), stay())).toBe(huge);
    expect(cache.jobIds()).toEqual(['a', 'c']);
    expect(cache.bytes).toBe(small.bytes * 2);
  });

  it('reads again a rewritten result and drops deleted ones when pruned', async () => {
    const cache = new DashboardIndexCache({ maxEntries: 4, maxBytes: 1e9 });
    const first = indexOf(1);
    const second = indexOf(2);
    await cache.get('a', identity('a', 10), () => Promise.resolve(first), stay());
    await cache.get('b', identity('b'), () => Promise.resolve(indexOf(1)), stay());
    expect(await cache.get('a', identity('a', 20), () => Promise.resolve(second), stay())).toBe(
      second,
    );
    await cache.prune((jobId) => Promise.resolve(jobId === 'a' ? identity('a', 20) : undefined));
    expect(cache.jobIds()).toEqual(['a']);
    expect(cache.bytes).toBe(second.bytes);
  });
});
