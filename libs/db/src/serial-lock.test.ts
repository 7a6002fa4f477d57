import { SerialLock } from './serial-lock.js';

/** Holds the thread as a PGlite statement does: synchronous work inside an async task. */
function busyFor(ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
  return Promise.resolve();
}

describe('SerialLock', () => {
  it('runs holders one at a time, in the order they asked', async () => {
    const lock = new SerialLock();
    const events: string[] = [];
    const holder = (name: string) =>
      lock.run(async () => {
        events.push(`${name} in`);
        await Promise.resolve();
        events.push(`${name} out`);
      });
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('lets the event loop serve other callbacks between holders of a chain', async () => {
    const lock = new SerialLock();
    let finished = 0;
    let finishedWhenServed: number | undefined;
    setImmediate(() => {
      finishedWhenServed = finished;
    });
    // Each statement waits for the one before, as a loader reading one platform after another.
    for (let index = 0; index < 10; index += 1) {
      await lock.run(() => busyFor(5));
      finished += 1;
    }
    expect(finishedWhenServed).toBeDefined();
    expect(finishedWhenServed).toBeLessThan(2);
  });
});
