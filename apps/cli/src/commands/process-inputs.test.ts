import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { untilAborted } from './process-inputs.js';

// A collection on demand, to see whether a chunk already passed on is still held.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('untilAborted', () => {
  it('passes every chunk on, in order', async () => {
    async function* source() {
      yield await Promise.resolve(Buffer.from('a'));
      yield Buffer.from('b');
    }
    const seen: string[] = [];
    for await (const chunk of untilAborted(source(), new AbortController().signal)) {
      seen.push(Buffer.from(chunk).toString());
    }
    expect(seen).toEqual(['a', 'b']);
  });

  it('ends at once when aborted while the source waits for data', async () => {
    const controller = new AbortController();
    const never = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<Uint8Array>>(() => undefined),
      }),
    };
    const reading = (async () => {
      const chunks: Uint8Array[] = [];
      for await (const chunk of untilAborted(never, controller.signal)) {
        chunks.push(chunk);
      }
      return chunks;
    })();
    await turn();
    controller.abort();
    expect(await reading).toEqual([]);
  });

  it('holds no chunk it has passed on while the input goes on (a piped log of any size)', async () => {
    const controller = new AbortController();
    let first: WeakRef<Uint8Array> | undefined;
    // Fresh buffers, as standard input gives them.
    async function* piped() {
      for (let index = 0; index < 40; index += 1) {
        const chunk = new Uint8Array(1024);
        first ??= new WeakRef(chunk);
        yield await Promise.resolve(chunk);
      }
    }
    let count = 0;
    let heldAfterwards: boolean | undefined;
    for await (const chunk of untilAborted(piped(), controller.signal)) {
      count += chunk.length > 0 ? 1 : 0;
      if (count === 30) {
        await turn();
        collectGarbage();
        await turn();
        heldAfterwards = first?.deref() !== undefined;
      }
    }
    expect(count).toBe(40);
    expect(heldAfterwards).toBe(false);
    expect(controller.signal.aborted).toBe(false);
  });
});
