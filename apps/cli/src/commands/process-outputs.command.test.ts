import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

const INPUT = path.join(LOGS, 'sd.2012-11-30.300.log');

async function runTo(output: string, headers: string[], traces?: string) {
  const io = captureIo();
  const code = await runProcessCommand(
    [INPUT],
    processOptions({
      header: ['Crypting-Salt: fixed', ...headers],
      output,
      ...(traces === undefined ? {} : { traces }),
    }),
    io.streams,
    '1',
  );
  expect(io.err()).toBe('');
  expect(code).toBe(0);
  return readFileSync(output);
}

describe('sillage process outputs', () => {
  it.each([
    ['gzip', gunzipSync],
    ['deflate', inflateSync],
  ] as const)(
    'Response-Encoding: %s compresses the result file',
    async (encoding, expand) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
      const plain = await runTo(path.join(dir, 'plain.csv'), []);
      const packed = await runTo(path.join(dir, `packed.csv`), [`Response-Encoding: ${encoding}`]);
      expect(packed.length).toBeLessThan(plain.length);
      expect(expand(packed).toString('utf8')).toBe(plain.toString('utf8'));
      expect(plain.toString('utf8').split('\n').length).toBeGreaterThan(10);
    },
    60_000,
  );

  it('Response-Encoding: gzip also compresses the result on stdout', async () => {
    const io = captureIo(readFileSync(INPUT));
    const code = await runProcessCommand(
      [],
      processOptions({ header: ['Crypting-Salt: fixed', 'Response-Encoding: gzip'] }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const text = gunzipSync(io.outBytes()).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/^datetime;date;login;platform/);
  }, 60_000);

  it('Traces-Level keeps the levels at and above it only', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-outputs-'));
    const levelsIn = async (level: string) => {
      const traces = path.join(dir, `${level}.log`);
      await runTo(path.join(dir, `${level}.csv`), [`Traces-Level: ${level}`], traces);
      return new Set(
        readFileSync(traces, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ')[1]),
      );
    };
    const silly = await levelsIn('silly');
    expect([...silly]).toEqual(expect.arrayContaining(['info:', 'silly:']));
    const warn = await levelsIn('warn');
    expect([...warn].filter((level) => level !== 'warn:' && level !== 'error:')).toEqual([]);
    const info = [...(await levelsIn('info'))];
    expect(info).toContain('info:');
    expect(info).not.toContain('silly:');
  }, 60_000);
});
