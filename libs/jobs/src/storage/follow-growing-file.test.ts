import { appendFileSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from '../testing/index.js';
import { followGrowingFile, WriterGoneError } from './follow-growing-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sillage-follow-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

it('reads bytes as they are appended and ends once the file is marked complete', async () => {
  const file = path.join(dir, 'input.bin');
  writeFileSync(file, 'first\n');
  let complete = false;
  const stream = followGrowingFile(
    file,
    () => Promise.resolve(complete),
    new AbortController().signal,
    { pollMs: 5 },
  );
  const seen: string[] = [];
  const reading = (async () => {
    for await (const chunk of stream) {
      seen.push(String(chunk));
    }
  })();
  // Each part must arrive while the file is still open; how soon depends on the machine's load.
  const read = (text: string) => () => (seen.join('') === text ? true : undefined);
  await waitFor(read('first\n'), 'the first line', 10_000);
  appendFileSync(file, 'second\n');
  await waitFor(read('first\nsecond\n'), 'the appended line', 10_000);
  // Bytes written just before the mark are still read.
  appendFileSync(file, 'last\n');
  complete = true;
  await reading;
  expect(seen.join('')).toBe('first\nsecond\nlast\n');
});

it('stops with an AbortError when its job is stopped', async () => {
  const file = path.join(dir, 'input.bin');
  writeFileSync(file, 'partial');
  const controller = new AbortController();
  const stream = followGrowingFile(file, () => Promise.resolve(false), controller.signal, {
    pollMs: 5,
  });
  const reading = (async () => {
    for await (const chunk of stream) {
      expect(String(chunk)).toBe('partial');
    }
  })();
  setTimeout(() => {
    controller.abort();
  }, 30);
  await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
});

it('fails once its writer has not touched the file for the silence allowed, and not before', async () => {
  const file = path.join(dir, 'input.bin');
  writeFileSync(file, 'cut\n');
  let clock = Date.now();
  const touched = clock;
  const stream = followGrowingFile(
    file,
    () => Promise.resolve(false),
    new AbortController().signal,
    {
      pollMs: 5,
      writerSilentAfterMs: 60_000,
      now: () => clock,
    },
  );
  const seen: string[] = [];
  const reading = (async () => {
    for await (const chunk of stream) {
      seen.push(String(chunk));
    }
  })();
  await waitFor(() => (seen.length > 0 ? true : undefined), 'the bytes written', 10_000);
  // A writer that still beats (a touch, no data) keeps the stream waiting past the silence.
  clock = touched + 90_000;
  utimesSync(file, new Date(touched + 80_000), new Date(touched + 80_000));
  let failed = false;
  reading.catch(() => {
    failed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(failed).toBe(false);
  clock = touched + 150_000;
  await expect(reading).rejects.toBeInstanceOf(WriterGoneError);
  expect(seen.join('')).toBe('cut\n');
});
