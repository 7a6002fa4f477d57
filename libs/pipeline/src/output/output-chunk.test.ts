import { formatCsvCell, formatTsvCell } from './event-writer.js';
import { OutputChunk } from './output-chunk.js';

const format = (cell: (value: string | undefined) => string) => (value: string) => cell(value);

// Characters that each take a different path: plain ASCII and Latin-1, the separators, quotes,
// line breaks, padding, other controls, and text beyond Latin-1 (one BMP, one astral pair).
const ALPHABET = [
  'a',
  'Z',
  '7',
  '/',
  'é',
  'ÿ',
  ';',
  '\t',
  '"',
  '\r',
  '\n',
  ' ',
  '\u0001',
  'Ā',
  '€',
  '😀',
];

/** A deterministic pseudo-random generator (mulberry32), so a failure can be replayed. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomValue(random: () => number): string {
  const length = random() < 0.2 ? Math.floor(random() * 200) : Math.floor(random() * 30);
  const plain = random() < 0.6;
  let value = '';
  for (let i = 0; i < length; i += 1) {
    value += plain
      ? String.fromCharCode(97 + Math.floor(random() * 26))
      : (ALPHABET[Math.floor(random() * ALPHABET.length)] ?? '');
  }
  return value;
}

describe('OutputChunk', () => {
  it.each([
    ['csv', 4096, ';', formatCsvCell],
    ['csv', 16, ';', formatCsvCell],
    ['tsv', 4096, '\t', formatTsvCell],
    ['tsv', 7, '\t', formatTsvCell],
  ] as const)(
    'writes %s rows exactly as joined formatted cells (a %d-byte buffer)',
    (_name, capacity, separator, cell) => {
      const random = generator(capacity + separator.charCodeAt(0));
      const chunk = new OutputChunk(capacity, separator, format(cell));
      let expected = '';
      let got = '';
      for (let row = 0; row < 400; row += 1) {
        const values = Array.from({ length: 1 + Math.floor(random() * 8) }, () =>
          randomValue(random),
        );
        values.forEach((value, index) => {
          chunk.cell(value);
          chunk.byte((index === values.length - 1 ? '\n' : separator).charCodeAt(0));
        });
        expected += `${values.map((value) => cell(value)).join(separator)}\n`;
        if (random() < 0.1) {
          got += chunk.take();
        }
      }
      got += chunk.take();
      expect(got).toBe(expected);
    },
  );

  it('keeps text beyond Latin-1 in its place among the copied bytes', () => {
    const chunk = new OutputChunk(64, ';', format(formatCsvCell));
    const expected = '[{"title":"Война и мир 😀"}naïve\n';
    chunk.text('[');
    chunk.text('{"title":"Война и мир 😀"}');
    chunk.cell('naïve');
    chunk.byte(10);
    expect(chunk.size).toBeGreaterThanOrEqual(expected.length);
    expect(chunk.take()).toBe(expected);
    expect(chunk.size).toBe(0);
    expect(chunk.take()).toBe('');
  });

  it('takes values longer than its buffer whole', () => {
    const chunk = new OutputChunk(8, ';', format(formatCsvCell));
    const long = 'x'.repeat(50);
    chunk.cell('ab');
    chunk.byte(59);
    chunk.cell(long);
    chunk.byte(59);
    chunk.cell(`${long};`);
    chunk.byte(10);
    expect(chunk.take()).toBe(`ab;${long};"${long};"\n`);
  });

  it.each([4096, 24])(
    'hands its content over as UTF-8 bytes, or as text once a piece is held (a %d-byte buffer)',
    (capacity) => {
      const random = generator(capacity);
      const chunk = new OutputChunk(capacity, ';', format(formatCsvCell));
      let expected = '';
      let got = '';
      let asBytes = 0;
      let asText = 0;
      for (let row = 0; row < 2000; row += 1) {
        const values = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
          randomValue(random),
        );
        values.forEach((value, index) => {
          chunk.cell(value);
          chunk.byte((index === values.length - 1 ? '\n' : ';').charCodeAt(0));
        });
        expected += `${values.map((value) => formatCsvCell(value)).join(';')}\n`;
        if (random() < 0.3) {
          const bytes = chunk.takeBytes();
          if (bytes === undefined) {
            asText += 1;
            got += chunk.take();
          } else {
            asBytes += 1;
            got += Buffer.from(bytes).toString('utf8');
            expect(chunk.size).toBe(0);
          }
        }
      }
      got += chunk.take();
      expect(got).toBe(expected);
      expect(asBytes).toBeGreaterThan(0);
      if (capacity < 100) {
        expect(asText).toBeGreaterThan(10);
      } else {
        expect(asText).toBe(0);
      }
    },
  );

  it('writes Latin-1 and wider text as UTF-8, from short cells, long cells and plain text', () => {
    const chunk = new OutputChunk(256, ';', format(formatCsvCell));
    const cells = ['café', `${'a'.repeat(40)}é`, 'prix €', `Война и мир ${'b'.repeat(20)}`, '😀'];
    for (const cell of cells) {
      chunk.cell(cell);
      chunk.byte(59);
    }
    chunk.text('ÿ;"😀"');
    const bytes = chunk.takeBytes();
    expect(Buffer.from(bytes ?? []).equals(Buffer.from(`${cells.join(';')};ÿ;"😀"`))).toBe(true);
  });
});
