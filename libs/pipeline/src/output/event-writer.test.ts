import {
  createEventWriter,
  formatCsvCell,
  formatTsvCell,
  type EventWriterOptions,
  type OutputFormat,
  type RenderSlot,
} from './index.js';

type Event = Record<string, string>;

function run(
  format: OutputFormat,
  events: [Event, string][],
  options: Partial<EventWriterOptions> = {},
) {
  const chunks: string[] = [];
  const writer = createEventWriter({
    format,
    columns: ['a', 'b'],
    sink: (chunk) => chunks.push(chunk),
    ...options,
  });
  for (const [fields, raw] of events) {
    writer.write(fields, raw);
  }
  writer.end();
  return { text: chunks.join(''), chunks };
}

describe('formatCsvCell', () => {
  it.each<[string, string | undefined, string]>([
    ['a plain value', 'abc', 'abc'],
    ['a missing value', undefined, ''],
    ['an empty value', '', ''],
    ['zero', '0', '0'],
    ['a semicolon', 'a;b', '"a;b"'],
    ['a double quote', 'say "hi"', '"say ""hi"""'],
    ['padding', '  abc  ', 'abc'],
    ['line breaks', 'a\r\nb\nc', 'abc'],
    ['line breaks around a semicolon', '\na;b\n', '"a;b"'],
    ['padding around a quote', ' "x" ', '"""x"""'],
    ['a tab', 'a\tb', 'a\tb'],
    ['non-ASCII', 'médecine/sciences', 'médecine/sciences'],
  ])('%s', (_case, value, expected) => {
    expect(formatCsvCell(value)).toBe(expected);
  });
});

describe('formatTsvCell', () => {
  it.each<[string, string | undefined, string]>([
    ['zero (the reference dropped it)', '0', '0'],
    ['a tab', 'a\tb', '"a\tb"'],
    ['a double quote', 'a"b', '"a""b"'],
    ['a semicolon', 'a;b', 'a;b'],
    ['line breaks', 'a\nb', 'ab'],
    ['a missing value', undefined, ''],
  ])('%s', (_case, value, expected) => {
    expect(formatTsvCell(value)).toBe(expected);
  });
});

describe('createEventWriter', () => {
  const first: [Event, string] = [{ a: '1', b: 'x;y', c: 'hidden' }, 'raw one'];
  const second: [Event, string] = [{ b: '0' }, 'raw two'];

  it.each<[OutputFormat, [Event, string][], string]>([
    ['csv', [first, second], 'a;b\n1;"x;y"\n;0\n'],
    ['csv', [], ''],
    ['tsv', [first, second], 'a\tb\n1\tx;y\n\t0\n'],
    ['tsv', [], ''],
    [
      'json',
      [first, second],
      '[{\n  "a": "1",\n  "b": "x;y",\n  "c": "hidden"\n},{\n  "b": "0"\n}]',
    ],
    ['json', [], '[]'],
    ['jsonl', [first, second], '{"a":"1","b":"x;y","c":"hidden"}\n{"b":"0"}'],
    ['jsonl', [], ''],
    ['log', [first, second], 'raw one\nraw two\n'],
    ['log', [], ''],
  ])('writes %s for %j', (format, events, expected) => {
    expect(run(format, events).text).toBe(expected);
  });

  it('quotes header names like values', () => {
    expect(run('csv', [[{ 'x;y': 'v' }, '']], { columns: ['x;y'] }).text).toBe('"x;y"\nv\n');
  });

  it.each<OutputFormat>(['csv', 'tsv'])(
    'gives an empty %s cell for a column named like an Object member the event lacks',
    (format) => {
      const columns = ['a', 'toString', 'constructor', '__proto__'];
      const sep = format === 'csv' ? ';' : '\t';
      expect(run(format, [[{ a: '1' }, '']], { columns }).text).toBe(
        `${columns.join(sep)}\n1${sep}${sep}${sep}\n`,
      );
    },
  );

  it('reads a column named like code as a name, never runs it', () => {
    const column = '"]; globalThis.injectedByColumn = true; //';
    const text = run('csv', [[{ [column]: 'v', a: '1' }, '']], { columns: ['a', column] }).text;
    expect(text.split('\n')[1]).toBe('1;v');
    expect((globalThis as { injectedByColumn?: boolean }).injectedByColumn).toBeUndefined();
  });

  it('writes the header alone for no event when asked', () => {
    expect(run('csv', [], { headerWhenEmpty: true }).text).toBe('a;b\n');
    expect(run('tsv', [], { headerWhenEmpty: true }).text).toBe('a\tb\n');
  });

  it('keeps only the columns in JSON when asked', () => {
    expect(run('jsonl', [first], { jsonFields: 'columns' }).text).toBe('{"a":"1","b":"x;y"}');
  });

  it.each<[string, Event, string[] | undefined, string]>([
    [
      'timestamp as a number by default',
      { a: 'x', timestamp: '1354231435' },
      undefined,
      '{"a":"x","timestamp":1354231435}',
    ],
    ['a non-numeric timestamp as a string', { timestamp: '12a' }, undefined, '{"timestamp":"12a"}'],
    [
      'other fields as strings',
      { size: '114546', status: '200' },
      undefined,
      '{"size":"114546","status":"200"}',
    ],
    [
      'listed fields as numbers, key order kept',
      { size: '1.5', b: 'y', n: '-3' },
      ['n', 'size'],
      '{"size":1.5,"b":"y","n":-3}',
    ],
    ['nothing as a number when the list is empty', { timestamp: '1' }, [], '{"timestamp":"1"}'],
  ])('writes %s in JSON', (_case, fields, numericFields, expected) => {
    expect(
      run('jsonl', [[fields, '']], numericFields === undefined ? {} : { numericFields }).text,
    ).toBe(expected);
  });

  it('pushes chunks of about chunkChars whose concatenation is the whole output', () => {
    const events = Array.from({ length: 100 }, (_, index): [Event, string] => [
      { a: String(index), b: 'value' },
      '',
    ]);
    const { text, chunks } = run('csv', events, { chunkChars: 64 });
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.slice(0, -1).every((chunk) => chunk.length >= 64)).toBe(true);
    expect(text).toBe(`a;b\n${events.map(([fields]) => `${fields.a};value\n`).join('')}`);
  });

  it('hands what it holds to the sink on flush, and nothing when it holds nothing', () => {
    const chunks: string[] = [];
    const writer = createEventWriter({
      format: 'csv',
      columns: ['a'],
      sink: (chunk) => chunks.push(chunk),
    });
    writer.write({ a: '1' }, '');
    expect(chunks).toEqual([]);
    writer.flush();
    expect(chunks).toEqual(['a\n1\n']);
    writer.flush();
    writer.write({ a: '2' }, '');
    writer.end();
    expect(chunks).toEqual(['a\n1\n', '2\n']);
  });

  it.each(['csv', 'tsv', 'json', 'jsonl'] as const)(
    'gives a byte sink the chunks as UTF-8, and text only for one larger than its buffer (%s)',
    (format) => {
      const titles = ['Plain title', 'Études rurales', 'Война и мир 😀', 'x'.repeat(40), 'naïve'];
      const events = Array.from({ length: 300 }, (_, index): [Event, string] => [
        { a: String(index), b: index === 150 ? 'y'.repeat(9_000) : (titles[index % 5] ?? '') },
        '',
      ]);
      const pieces: string[] = [];
      let textChunks = 0;
      const writer = createEventWriter({
        format,
        columns: ['a', 'b'],
        chunkChars: 200,
        sink: (chunk) => {
          textChunks += 1;
          pieces.push(chunk);
        },
        sinkBytes: (bytes) => {
          pieces.push(Buffer.from(bytes).toString('utf8'));
        },
      });
      for (const [fields, raw] of events) {
        writer.write(fields, raw);
      }
      writer.end();
      expect(pieces.join('')).toBe(run(format, events, { chunkChars: 200 }).text);
      expect(textChunks).toBe(1);
      expect(pieces.length).toBeGreaterThan(20);
    },
  );

  it('refuses to write after end and to end twice', () => {
    const writer = createEventWriter({ format: 'csv', columns: ['a'], sink: () => undefined });
    writer.end();
    expect(() => {
      writer.write({ a: '1' }, '');
    }).toThrow(/after end/);
    expect(() => {
      writer.end();
    }).toThrow(/twice/);
  });
});

describe('createEventWriter defaults', () => {
  const defaults = [
    ['b', 'stamp-b'],
    ['c', 'stamp-c'],
  ] as const;

  it('fills the cells of absent columns, never over an own value (even empty)', () => {
    const { text } = run(
      'csv',
      [
        [{ a: '1' }, ''],
        [{ a: '2', b: 'own' }, ''],
        [{ a: '3', b: '' }, ''],
      ],
      { defaults },
    );
    expect(text).toBe('a;b\n1;stamp-b\n2;own\n3;\n');
  });

  it('writes a run of defaulted columns as the per-column cells would be, wherever it stands', () => {
    const stamps = [
      ['v', 'ré;v'],
      ['w', ''],
      ['x', '=x'],
    ] as const;
    const events: [Event, string][] = [
      [{ a: '1' }, ''],
      [{ a: '2', w: 'own' }, ''],
      [{ a: '3', v: '', x: 'é' }, ''],
    ];
    // Each layout puts the run first, in the middle, last, and alone with another defaulted column apart.
    const layouts = [
      ['v', 'w', 'x', 'a'],
      ['a', 'v', 'w', 'x', 'b'],
      ['a', 'v', 'w', 'x'],
      ['v', 'a', 'w', 'x'],
    ];
    for (const columns of layouts) {
      const expected = events.map(([fields]) =>
        columns
          .map((column) => {
            const own = fields[column];
            const stamp = stamps.find(([name]) => name === column)?.[1];
            return formatCsvCell(own ?? stamp);
          })
          .join(';'),
      );
      const { text } = run('csv', events, { columns, defaults: stamps });
      expect(text).toBe([columns.join(';'), ...expected, ''].join('\n'));
    }
    expect(
      run('tsv', [[{ a: '1' }, '']], { columns: ['a', 'v', 'x'], defaults: stamps }).text,
    ).toBe("a\tv\tx\n1\tré;v\t'=x\n");
  });

  it('appends absent defaults to JSON members, after the own ones', () => {
    const { text } = run(
      'jsonl',
      [
        [{ a: '1' }, ''],
        [{ c: 'own', a: '2' }, ''],
      ],
      { defaults },
    );
    expect(text).toBe('{"a":"1","b":"stamp-b","c":"stamp-c"}\n{"c":"own","a":"2","b":"stamp-b"}');
  });

  it('leaves the events themselves untouched', () => {
    const fields: Record<string, string> = { a: '1' };
    run('json', [[fields, '']], { defaults });
    expect(fields).toEqual({ a: '1' });
  });
});

describe('createEventWriter shared columns', () => {
  const columns = ['t', 'p', 'q', 'r', 'u'];
  const sharedColumns = ['p', 'q', 'r', 'x'];
  const write = (
    events: readonly [Event, RenderSlot | undefined][],
    options: Partial<EventWriterOptions> = {},
  ) => {
    const chunks: string[] = [];
    const writer = createEventWriter({
      format: 'csv',
      columns,
      sink: (chunk) => chunks.push(chunk),
      sharedColumns,
      ...options,
    });
    for (const [fields, slot] of events) {
      writer.write(fields, '', slot);
    }
    writer.end();
    return chunks.join('');
  };
  const plain = (events: readonly Event[]) =>
    [
      columns.join(';'),
      ...events.map((fields) => columns.map((c) => formatCsvCell(fields[c])).join(';')),
      '',
    ].join('\n');

  it('keeps the rendering of the shared run in the slot and copies it for the same values', () => {
    const slot: RenderSlot = { rendered: undefined };
    const first = { t: '1', p: 'wiley', q: 'Wiley; Sons', r: 'é', u: 'a' };
    const second = { ...first, t: '2', u: 'b' };
    const text = write([
      [first, slot],
      [second, slot],
    ]);
    expect(text).toBe(plain([first, second]));
    expect(Buffer.from(slot.rendered?.bytes ?? []).toString()).toBe('wiley;"Wiley; Sons";é;');
    expect(slot.rendered?.values).toEqual(['wiley', 'Wiley; Sons', 'é']);
  });

  it('renders afresh a value that differs from the kept one, and keeps the new rendering', () => {
    const slot: RenderSlot = { rendered: undefined };
    const events: Event[] = [
      { t: '1', p: 'wiley', q: 'W', r: 'x' },
      { t: '2', p: 'wiley', q: 'W', r: 'changed' },
      { t: '3', p: 'wiley', q: 'W' },
      { t: '4', p: 'wiley', q: 'W' },
    ];
    expect(write(events.map((fields) => [fields, slot]))).toBe(plain(events));
    expect(slot.rendered?.values).toEqual(['wiley', 'W', undefined]);
  });

  it("never copies another writer's rendering, nor one cut by a full chunk", () => {
    const slot: RenderSlot = { rendered: undefined };
    const events: Event[] = Array.from({ length: 40 }, (_, index) => ({
      t: String(index),
      p: 'platform',
      q: 'x'.repeat(30),
      r: 'y',
    }));
    const tiny = write(
      events.map((fields) => [fields, slot]),
      { chunkChars: 64 },
    );
    expect(tiny).toBe(plain(events));
    const tsv = write([[events[0] ?? {}, slot]], { format: 'tsv' });
    expect(tsv).toBe(`t\tp\tq\tr\tu\n0\tplatform\t${'x'.repeat(30)}\ty\t\n`);
  });

  it('writes as without a slot when there is no run of two shared columns', () => {
    const slot: RenderSlot = { rendered: undefined };
    const fields = { t: '1', p: 'a', q: 'b' };
    expect(write([[fields, slot]], { sharedColumns: ['p', 'u'] })).toBe(plain([fields]));
    expect(slot.rendered).toBeUndefined();
  });
});
