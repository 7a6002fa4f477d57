import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { captureIo, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

// One ScienceDirect access whose last, custom column holds non-ASCII text.
const LINE =
  '247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +0100] ' +
  '"GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846 "Résumé à lire"';
const FORMAT = 'Log-Format-ezproxy: %h %l %u %t "%r" %s %b "%{note}<[^"]*>"';

function jsonEvents(text: string): Record<string, unknown>[] {
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('sillage process charsets', () => {
  it('decodes a cp850 log given Request-Charset: cp850', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-charset-'));
    const input = path.join(dir, 'cp850.log');
    writeFileSync(input, iconv.encode(`${LINE}\n`, 'cp850'));
    const run = captureIo();
    const code = await runProcessCommand(
      [input],
      processOptions({
        header: [FORMAT, 'Request-Charset: cp850', 'Accept: application/jsonstream'],
      }),
      run.streams,
      '1',
    );
    expect(run.err()).toBe('');
    expect(code).toBe(0);
    expect(jsonEvents(run.out()).map((event) => event.note)).toEqual(['Résumé à lire']);
  }, 60_000);

  it('reads a UTF-16LE log announced by its byte order mark without Request-Charset', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-charset-'));
    const input = path.join(dir, 'notepad-unicode.log');
    // What Windows Notepad writes when saving "Unicode": a BOM, then UTF-16LE with CRLF.
    writeFileSync(input, iconv.encode(`${LINE}\r\n`, 'utf-16le', { addBOM: true }));
    const run = captureIo();
    const code = await runProcessCommand(
      [input],
      processOptions({ header: [FORMAT, 'Accept: application/jsonstream'] }),
      run.streams,
      '1',
    );
    expect(run.err()).toBe('');
    expect(code).toBe(0);
    expect(jsonEvents(run.out()).map((event) => event.note)).toEqual(['Résumé à lire']);
  }, 60_000);

  it.each(['utf-16le', 'utf-16be'])(
    'reads a %s log without byte order mark, from a file and from stdin',
    async (charset) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'sillage-charset-'));
      const input = path.join(dir, 'no-bom.log');
      const bytes = iconv.encode(`${LINE}\r\n`, charset, { addBOM: false });
      writeFileSync(input, bytes);
      for (const [files, stdin] of [
        [[input], ''],
        [[], bytes],
      ] as const) {
        const run = captureIo(stdin);
        const code = await runProcessCommand(
          [...files],
          processOptions({ header: [FORMAT, 'Accept: application/jsonstream'] }),
          run.streams,
          '1',
        );
        expect(run.err()).toBe('');
        expect(code).toBe(0);
        expect(jsonEvents(run.out()).map((event) => event.note)).toEqual(['Résumé à lire']);
      }
    },
    60_000,
  );

  it('encodes the result and the denied file in Response-Charset', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-charset-'));
    // Ten minutes later, so double-click removal keeps both accesses.
    const denied = LINE.replace(' 200 ', ' 403 ').replace('00:14:17', '00:24:17');
    const run = captureIo(`${LINE}\n${denied}\n`);
    const code = await runProcessCommand(
      [],
      processOptions({
        header: [FORMAT, 'Response-Charset: cp850', 'Accept: application/jsonstream'],
        rejectsDir: dir,
      }),
      run.streams,
      '1',
    );
    expect(code).toBe(0);
    const bytes = run.outBytes();
    // 'é' is one byte (0x82) in cp850, two in utf-8.
    expect(bytes.includes(Buffer.from([0x52, 0x82, 0x73]))).toBe(true);
    expect(jsonEvents(iconv.decode(bytes, 'cp850')).map((event) => event.note)).toEqual([
      'Résumé à lire',
    ]);
    const deniedText = iconv.decode(readFileSync(path.join(dir, 'denied-ecs.json')), 'cp850');
    expect(jsonEvents(deniedText).map((event) => event.note)).toEqual(['Résumé à lire']);
  }, 60_000);

  it('refuses a charset iconv-lite does not know with 4015', async () => {
    const run = captureIo(`${LINE}\n`);
    const code = await runProcessCommand(
      [],
      processOptions({ header: ['Request-Charset: klingon'] }),
      run.streams,
      '1',
    );
    expect(code).toBe(1);
    expect(run.err()).toContain('error 4015');
  });
});
