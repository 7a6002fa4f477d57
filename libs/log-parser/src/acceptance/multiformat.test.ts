import * as fs from 'node:fs';
import * as path from 'node:path';
import { createEventFieldsNormalizer, createLineParser, type ParsedFields } from '../index.js';
import { isProxyType } from '../format/proxy-type.js';

const MULTIFORMAT = path.resolve(__dirname, '../../../../../shared/acceptance/logs/multiformat');

interface FormatsFile {
  files: Record<string, { header: string | null; format: string | null }>;
}

// Fields the parser and the date/URL steps produce; everything else in the old result files
// (platform, rtype, mime, unitid, pissn…) comes from later steps, and `host` is anonymised there.
const COMPARED_FIELDS = [
  'login',
  'url',
  'status',
  'size',
  'domain',
  'datetime',
  'timestamp',
  'date',
  'session',
  'session1',
  'session2',
  'user',
  'user-agent',
  'subsecond',
  'responseTime',
  'squidRequestStatus',
  'squidHierarchyStatus',
  'lastConnection',
  'method',
];

const formats = (
  JSON.parse(fs.readFileSync(path.join(MULTIFORMAT, 'formats.json'), 'utf8')) as FormatsFile
).files;

function parseSample(file: string): ParsedFields[] {
  const { header, format } = formats[file] ?? { header: null, format: null };
  const proxy = header?.replace('Log-Format-', '') ?? '';
  const parser = createLineParser(format !== null && isProxyType(proxy) ? { proxy, format } : {});
  // The reference printed these results on a server in Europe/Paris.
  const normalize = createEventFieldsNormalizer({ timeZone: 'Europe/Paris' });
  const lines = fs
    .readFileSync(path.join(MULTIFORMAT, file), 'utf8')
    .split(/\r?\n/)
    .filter(Boolean);
  return lines.flatMap((line) => {
    const fields = parser.parse(line);
    if (fields === null) {
      return [];
    }
    expect(normalize(fields)).toBe(true);
    return [fields];
  });
}

describe('multiformat samples of the reference', () => {
  const samples = Object.keys(formats).filter((file) =>
    fs.existsSync(path.join(MULTIFORMAT, file.replace(/\.log$/, '.result.json'))),
  );

  it('has samples to check', () => {
    expect(samples.length).toBeGreaterThanOrEqual(10);
  });

  it.each(samples)('%s parses into the fields its result still names', (file) => {
    const parsed = parseSample(file);
    expect(parsed.length).toBeGreaterThan(0);
    const expected = JSON.parse(
      fs.readFileSync(path.join(MULTIFORMAT, file.replace(/\.log$/, '.result.json')), 'utf8'),
    ) as Record<string, unknown>[];
    for (const event of expected) {
      const match = parsed.find(
        (fields) => fields.datetime === event.datetime && fields.url === event.url,
      );
      expect(match).toBeDefined();
      for (const field of COMPARED_FIELDS) {
        if (event[field] !== undefined) {
          expect({ field, value: match?.[field] }).toEqual({
            field,
            value: String(event[field] as string | number),
          });
        }
      }
    }
  });

  it('inria.squid.log keeps the domain captured by %<A for its relative URLs', () => {
    const [first, second] = parseSample('inria.squid.log');
    expect(first).toMatchObject({
      domain: 'istproxy.inrialpes.fr',
      port: '443',
      host: '123.123.123.123',
      status: '401',
      size: '290',
      method: 'GET',
      protocolVersion: '1.1',
      datetime: '2012-04-10T09:38:11+02:00',
    });
    expect(first?.url).toMatch(/^\/redirect\/index\.php\?request=/);
    expect(second).toMatchObject({ login: 'tartempion', status: '302' });
  });

  it('univ_limoges.ezproxy.log skips its blank-looking second line', () => {
    expect(parseSample('univ_limoges.ezproxy.log')).toHaveLength(1);
  });
});
