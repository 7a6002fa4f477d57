import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { HeldQueue } from './held-queue.js';

// A full collection on demand, for checking what the queue still keeps alive.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe('HeldQueue', () => {
  it('gives items back first in, first out, across compactions', () => {
    const queue = new HeldQueue<number>();
    const read: number[] = [];
    for (let item = 0; item < 5000; item++) {
      queue.push(item);
      if (item % 3 === 2) {
        for (let n = 0; n < 2; n++) {
          read.push(queue.peek() ?? -1);
          queue.shift();
        }
      }
    }
    for (let item = queue.peek(); item !== undefined; item = queue.peek()) {
      read.push(item);
      queue.shift();
    }
    expect(read).toEqual(Array.from({ length: 5000 }, (_, index) => index));
    expect(queue.peek()).toBeUndefined();
  });

  it('lets an item go as soon as it is shifted', async () => {
    const queue = new HeldQueue<{ name: string }>();
    const released = (() => {
      const item = { name: 'first' };
      queue.push(item);
      queue.push({ name: 'second' });
      queue.shift();
      return new WeakRef(item);
    })();
    // A WeakRef keeps its target until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(released.deref()).toBeUndefined();
    expect(queue.peek()).toEqual({ name: 'second' });
  });
});
