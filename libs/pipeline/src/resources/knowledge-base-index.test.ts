import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cleanKbartCell,
  decodeKbart,
  kbartEncodingOf,
  kbartRecordRanges,
  parseKbartHeader,
  splitKbartCells,
} from './kbart.js';
import { hashAscii, MAX_PROBES } from './byte-key-table.js';
import {
  KnowledgeBaseIndex,
  type KnowledgeBaseKeys,
  type KnowledgeBasePrecedence,
} from './knowledge-base-index.js';

const PKB = path.resolve(__dirname, '../../../../../shared/acceptance/pkb');

type Kind = 'titleId' | 'identifier' | 'doi';

/**
 * The index's answers worked out the plain way: every record decoded and split as text, every key
 * cleaned as a string, one Map per key. The index reads keys from the bytes instead; both must
 * answer the same row for every key (rows decode as before: knowledge-base.test.ts).
 */
class ModelIndex {
  readonly keys: Record<Kind, Map<string, number>> = {
    titleId: new Map(),
    identifier: new Map(),
    doi: new Map(),
  };
  private rows = 0;

  constructor(private readonly precedence: KnowledgeBasePrecedence) {}

  addFile(bytes: Buffer): void {
    const encoding = kbartEncodingOf(bytes);
    let columns: string[] | undefined;
    for (const [start, end] of kbartRecordRanges(bytes)) {
      const record = decodeKbart(bytes, encoding, start, end);
      if (columns === undefined) {
        columns = record.trim() === '' ? undefined : parseKbartHeader(record);
        continue;
      }
      const cells = splitKbartCells(record);
      const cell = (name: string) => cleanKbartCell(cells[columns?.lastIndexOf(name) ?? -1] ?? '');
      const found: [Kind, string][] = [
        ['titleId', cell('title_id')],
        ['identifier', cell('print_identifier')],
        ['identifier', cell('online_identifier')],
        ['doi', cell('doi')],
      ];
      const keyed = found.filter(([, key]) => key !== '');
      if (keyed.length === 0) {
        continue;
      }
      for (const [kind, key] of keyed) {
        if (this.precedence === 'last' || !this.keys[kind].has(key)) {
          this.keys[kind].set(key, this.rows);
        }
      }
      this.rows += 1;
    }
  }

  /** The number of the row that answers, counting rows with a key in the order read; -1 for none. */
  rowOf(keys: KnowledgeBaseKeys): number {
    const found = [
      keys.title_id === undefined ? undefined : this.keys.titleId.get(keys.title_id),
      keys.print_identifier === undefined
        ? undefined
        : this.keys.identifier.get(keys.print_identifier),
      keys.online_identifier === undefined
        ? undefined
        : this.keys.identifier.get(keys.online_identifier),
      keys.doi === undefined ? undefined : this.keys.doi.get(keys.doi),
    ].filter((row) => row !== undefined);
    if (found.length === 0) {
      return -1;
    }
    return this.precedence === 'first' ? Math.min(...found) : Math.max(...found);
  }
}

function bothIndexes(files: Buffer[], precedence: KnowledgeBasePrecedence) {
  const index = new KnowledgeBaseIndex(precedence);
  const model = new ModelIndex(precedence);
  for (const bytes of files) {
    index.addFile('platform', bytes);
    model.addFile(bytes);
  }
  return { index, model };
}

const FIELD = { titleId: 'title_id', identifier: 'print_identifier', doi: 'doi' } as const;

/**
 * Asks both indexes for every key of the model, in the request field of its kind, for near misses
 * of one key in `missEvery`, and for keys of different rows together (the row that answers is
 * then chosen by precedence); expects the same answers. Returns the number of requests.
 */
function expectSameAnswers(files: Buffer[], missEvery = 1): number {
  let compared = 0;
  for (const precedence of ['first', 'last'] as const) {
    const { index, model } = bothIndexes(files, precedence);
    const differing: KnowledgeBaseKeys[] = [];
    const ask = (keys: KnowledgeBaseKeys) => {
      compared += 1;
      if (index.rowOf('platform', keys) !== model.rowOf(keys) && differing.length < 5) {
        differing.push(keys);
      }
    };
    for (const kind of ['titleId', 'identifier', 'doi'] as const) {
      let count = 0;
      for (const key of model.keys[kind].keys()) {
        ask({ [FIELD[kind]]: key });
        if (count++ % missEvery === 0) {
          ask({ [FIELD[kind]]: ` ${key}` });
          ask({ [FIELD[kind]]: key.toUpperCase() });
          ask({ [FIELD[kind]]: key.slice(0, -1) });
        }
      }
    }
    const identifiers = [...model.keys.identifier.keys()];
    const titles = [...model.keys.titleId.keys()];
    for (let index = 0; index < Math.min(identifiers.length, titles.length); index += 7) {
      ask({ title_id: titles[titles.length - 1 - index], online_identifier: identifiers[index] });
    }
    expect(differing).toEqual([]);
  }
  return compared;
}

const HEADER = 'publication_title\tprint_identifier\tonline_identifier\ttitle_id\tdoi';

describe('KnowledgeBaseIndex, against the same index built from strings', () => {
  it('answers every key of edge-case files as the strings do', () => {
    const utf8 = Buffer.from(
      [
        HEADER,
        'Plain\t1234-5678\t8765-4321\tplain\t10.1000/plain',
        'Padded\t 1111-2222\t\v3333-4444\f\tpadded\r\t',
        // Non-breaking spaces around a key: trimmed as the text is.
        'Nbsp\t\u00a05555-6666\u00a0\t\tnbsp\u2003\t',
        'Accents\t\t\tété-1\t10.1000/é',
        // The same keys again: the first row answers, or the last.
        'Plain again\t1234-5678\t\tplain\t10.1000/plain',
        '"Quoted, with\ttab"\t1234-5678\t"7777-8888"\t"plain"\t',
        // Quotes doubled, unclosed, inside a key, around a padded key, over a line break.
        '"Title ""with"" quotes\tand a tab"\t"1234-5678"\t\t"a""b"\t',
        'Unclosed "quote\t2222-1111\t\tun"closed\t',
        '"unclosed at the start\t3333-1111\t\t"x\t',
        ' "padded quoted" \t4444-1111\t\t  "pq"  \t',
        '"Line\nbreak"\t5555-1111\t\tlb\t"10.1/""q"""',
        'Only spaces\t   \t\u00a0\t\t',
        `Long\t\t\t${'x'.repeat(70_000)}\t`,
        'Bom-less\t9999-0000\t\tnbsp\t',
      ].join('\r\n'),
    );
    const windows1252 = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.from([...Buffer.from('Latin\t'), 0xa0, ...Buffer.from('5555-6666\t\tcaf'), 0xe9]),
      Buffer.from('\nCurly\t\t\tquote\x93d\t\nAscii\t1234-5678\t\tplain\t\n'),
    ]);
    const crOnly = Buffer.from(`${HEADER}\rCR\t1234-5678\t\tcr-only\t\r`);
    expect(expectSameAnswers([utf8, windows1252, crOnly])).toBeGreaterThan(100);
  });

  it('answers keys a file piles onto one slot of the key table as the strings do', () => {
    const piled: string[] = [];
    for (let candidate = 0; piled.length < 3 * MAX_PROBES; candidate += 1) {
      if ((hashAscii(`t${String(candidate)}`) & 1023) === 0) {
        piled.push(`t${String(candidate)}`);
      }
    }
    // Each key twice, the second time with another row, early keys last: both precedences.
    const rows = [...piled, ...piled.slice().reverse()].map(
      (key, index) => `Piled ${String(index)}\t\t\t${key}\t`,
    );
    expect(expectSameAnswers([Buffer.from([HEADER, ...rows].join('\n'))])).toBeGreaterThan(
      4 * piled.length,
    );
  });

  it('answers as the strings do, for every key of the reference knowledge bases', () => {
    let compared = 0;
    for (const platform of readdirSync(PKB).sort()) {
      const files = readdirSync(path.join(PKB, platform))
        .filter((name) => name.endsWith('.txt'))
        .sort()
        .map((name) => readFileSync(path.join(PKB, platform, name)));
      compared += expectSameAnswers(files, 10);
    }
    expect(compared).toBeGreaterThan(800_000);
  }, 120_000);
});
