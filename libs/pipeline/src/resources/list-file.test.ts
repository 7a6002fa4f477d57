import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeText, parseListText, readListFile } from './index.js';

describe('parseListText', () => {
  it.each([
    ['one entry per line', 'a\nb\nc', ['a', 'b', 'c']],
    ['comment lines are skipped', '# header\na\n# middle\nb', ['a', 'b']],
    ['a comment after an entry is cut', 'a # the first\nb#second', ['a', 'b']],
    ['blank and whitespace-only lines are skipped', '\n  \na\n\t\nb\n\n', ['a', 'b']],
    ['entries are trimmed', '  a  \n\tb\t', ['a', 'b']],
    ['CRLF line ends', 'a\r\nb\r\n', ['a', 'b']],
    ['old Mac CR line ends', 'a\rb\r', ['a', 'b']],
    ['a leading BOM is dropped', '\uFEFFa\nb', ['a', 'b']],
    ['an empty text gives no entry', '', []],
    ['a comment-only text gives no entry', '# nothing\n#\n', []],
  ])('%s', (_case, text, expected) => {
    expect(parseListText(text)).toEqual(expected);
  });
});

describe('decodeText', () => {
  it.each([
    ['UTF-8', Buffer.from('médecine', 'utf8'), 'médecine'],
    [
      'UTF-8 with a BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('abc')]),
      'abc',
    ],
    ['Latin-1 bytes that are not valid UTF-8', Buffer.from([0x6d, 0xe9, 0x64]), 'méd'],
    ['an empty buffer', Buffer.alloc(0), ''],
  ])('decodes %s', (_case, bytes, expected) => {
    expect(decodeText(bytes)).toBe(expected);
  });
});

describe('readListFile', () => {
  it('reads a CRLF file with a BOM and comments', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'list-file-'));
    const file = path.join(dir, 'list.txt');
    await writeFile(file, '\uFEFF# title\r\n1.2.3.4\r\n\r\nexample.org # why\r\n');
    await expect(readListFile(file)).resolves.toEqual(['1.2.3.4', 'example.org']);
  });
});
