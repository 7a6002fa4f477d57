import { Readable } from 'node:stream';
import { readResultRecords, splitDelimited, UnreadableResultError } from './result-records.js';

async function readAll(chunks: string[], fields?: ReadonlySet<string>) {
  const records = [];
  const source = Readable.from(chunks.map((c) => Buffer.from(c)));
  for await (const record of readResultRecords(source, fields)) {
    records.push(record);
  }
  return records;
}

describe('result records', () => {
  it('splits quoted cells holding the separator and doubled quotes', () => {
    expect(splitDelimited('a;"b;c";"say ""hi""";;e', ';')).toEqual([
      'a',
      'b;c',
      'say "hi"',
      '',
      'e',
    ]);
  });

  it('reads CSV events by their header, a line cut across chunks included', async () => {
    const records = await readAll([
      'date;platform;publication_title\n2024-01-02;wi',
      'ley;"A; B"\n',
    ]);
    expect(records).toEqual([{ date: '2024-01-02', platform: 'wiley', publication_title: 'A; B' }]);
  });

  it('reads TSV events', async () => {
    expect(await readAll(['platform\trtype\nnpg\tARTICLE\n'])).toEqual([
      { platform: 'npg', rtype: 'ARTICLE' },
    ]);
  });

  it('reads a JSON array whose objects and strings are cut across chunks', async () => {
    const text = JSON.stringify(
      [
        { platform: 'npg', title: 'a "}" b', timestamp: 12 },
        { platform: 'sd', title: '{' },
      ],
      null,
      2,
    );
    const chunks = text.match(/.{1,7}/gs) ?? [];
    expect(await readAll(chunks)).toEqual([
      { platform: 'npg', title: 'a "}" b', timestamp: '12' },
      { platform: 'sd', title: '{' },
    ]);
  });

  it('reads JSON lines', async () => {
    expect(await readAll(['{"platform":"a"}\n{"platform":"b"}'])).toEqual([
      { platform: 'a' },
      { platform: 'b' },
    ]);
  });

  it('refuses raw log lines (a Clean-Only result) with a clear error', async () => {
    await expect(
      readAll(['1.2.3.4 - - [30/Nov/2012:00:13:10 +0100] "GET / HTTP/1.1"\n']),
    ).rejects.toThrow(UnreadableResultError);
  });

  it('keeps only the fields asked for, from CSV and JSON alike', async () => {
    const fields = new Set(['platform', 'mime']);
    expect(await readAll(['url;platform;mime\n"a;b";npg;\n'], fields)).toEqual([
      { platform: 'npg' },
    ]);
    expect(await readAll(['[{"url":"a","platform":"npg","mime":""}]'], fields)).toEqual([
      { platform: 'npg', mime: '' },
    ]);
  });

  it('yields nothing for an empty result', async () => {
    expect(await readAll(['', '\n'])).toEqual([]);
  });
});
