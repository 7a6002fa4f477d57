import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  analyzeLogLine,
  compileLogFormat,
  computeLogId,
  createEventFieldsNormalizer,
  createLineParser,
  type LogBatch,
  OVERLONG_PREFIX_CHARS,
  readLogBatches,
} from '../index.js';
import { isProxyType } from '../format/proxy-type.js';

const MULTIFORMAT = path.resolve(__dirname, '../../../../../shared/acceptance/logs/multiformat');
const VALID =
  '247.63.228.176 - THEODORE_MCCLURE [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846';

// [description, line, whether the default EZproxy format reads it, whether its date is readable]
const HOSTILE: [string, string, boolean, boolean][] = [
  [
    'an unterminated quote',
    '1.2.3.4 - bob [30/Nov/2012:00:14:17 +0100] "GET http://a.fr/x HTTP/1.1 200 12',
    false,
    false,
  ],
  ['1 MB of %', '%'.repeat(1_000_000), false, false],
  ['1 MB of host characters', 'a'.repeat(1_000_000), false, false],
  ['1 MB of host characters and commas', 'a, '.repeat(350_000), false, false],
  ['1 MB of spaces', ' '.repeat(1_000_000), false, false],
  [
    'a huge URL in a valid line',
    VALID.replace('/science/journal/', `/${'x'.repeat(1_000_000)}/`),
    true,
    true,
  ],
  ['control characters', '\u0000\u0001\u0007\u001b[31m\u007f\t\v\f'.repeat(1000), false, false],
  [
    'control characters inside the URL of a valid line',
    VALID.replace('/science/', '/\u0000\u001b\u007f/'),
    true,
    true,
  ],
  ['a NUL inside the login', VALID.replace('THEODORE_MCCLURE', 'a\u0000b'), false, false],
  [
    'invalid UTF-8 decoded as replacement characters',
    Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1]).toString('utf8').repeat(1000),
    false,
    false,
  ],
  ['lone surrogates', '\ud800\udfff\udc00'.repeat(1000), false, false],
  ['brackets and quotes only', '[]"[]"'.repeat(100_000), false, false],
  [
    'a date with garbage',
    VALID.replace('30/Nov/2012:00:14:17 +0100', '99/Zzz/0000:99:99:99 +9999'),
    true,
    false,
  ],
];

const formats = Object.values(
  (
    JSON.parse(fs.readFileSync(path.join(MULTIFORMAT, 'formats.json'), 'utf8')) as {
      files: Record<string, { header: string | null; format: string | null }>;
    }
  ).files,
).flatMap(({ header, format }) => {
  const proxy = header?.replace('Log-Format-', '') ?? '';
  return format !== null && isProxyType(proxy) ? [compileLogFormat(proxy, format)] : [];
});

describe('hostile lines never throw and never parse by accident', () => {
  it.each(HOSTILE)('%s', (_name, line, shouldParse, hasDate) => {
    const parser = createLineParser();
    const fields = parser.parse(line);
    expect(fields !== null).toBe(shouldParse);
    if (fields !== null) {
      expect(createEventFieldsNormalizer()(fields)).toBe(hasDate);
    }
    for (const format of formats) {
      expect(() => format.parse(line)).not.toThrow();
    }
    expect(computeLogId(line)).toMatch(/^[0-9a-f]{40}$/);
    const analysis = analyzeLogLine(line.slice(0, 20_000), { format: '%h %l %u %t "%r" %s %b' });
    expect(analysis.formatBreak).toBeGreaterThanOrEqual(0);
    expect(analysis.strictMatch).toBe(shouldParse && line.length <= 20_000);
  });

  it('a 1 MB line of % through the input reader is one cut line, not split', async () => {
    const batches: LogBatch[] = [];
    for await (const batch of readLogBatches([Buffer.from(`%\n${'%'.repeat(1_000_000)}\n`)])) {
      batches.push(batch);
    }
    expect(batches).toEqual([
      { kind: 'lines', lines: ['%', '%'.repeat(OVERLONG_PREFIX_CHARS)], overlong: [1] },
    ]);
  });
});
