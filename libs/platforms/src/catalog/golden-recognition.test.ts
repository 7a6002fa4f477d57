import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadPlatformCatalog } from '../recognition/load-catalog.js';
import type { LoadedCatalog } from '../recognition/load-catalog.js';
import { ACCEPTANCE_DIR } from '../testing/paths.js';

// The reference's own results for real logs (`golden/<log>.csv.gz`): every recognised event with
// the fields its parser gave. Our rules must give the same for these URLs, which the platform
// tables never list: it checks that the rules follow URL families, not table rows.
const GOLDEN_DIR = path.join(ACCEPTANCE_DIR, 'golden');
// Fields only the parser sets (the reference's enrichers fill identifiers and titles only where
// the parser left them empty, so `title_id` is compared when we give one).
const PARSER_FIELDS = ['rtype', 'mime', 'unitid', 'doi', 'publication_date'] as const;

interface GoldenEvent {
  log: string;
  url: string;
  fields: Record<string, string>;
}

function readGoldenEvents(): GoldenEvent[] {
  const events = new Map<string, GoldenEvent>();
  for (const file of readdirSync(GOLDEN_DIR).filter((name) => name.endsWith('.csv.gz'))) {
    const text = gunzipSync(readFileSync(path.join(GOLDEN_DIR, file))).toString('utf8');
    const [header, ...lines] = text.split('\n').filter((line) => line !== '');
    if (header === undefined) {
      continue;
    }
    const columns = header.split(';');
    for (const line of lines) {
      const cells = line.split(';');
      if (cells.length !== columns.length) {
        continue; // a value with a `;` (quoted): not worth a CSV parser here
      }
      const fields = Object.fromEntries(
        columns.map((column, index) => [column, cells[index] ?? '']),
      );
      if (fields.platform && fields.url && !events.has(fields.url)) {
        events.set(fields.url, { log: file, url: fields.url, fields });
      }
    }
  }
  return [...events.values()];
}

const describeIfGolden = existsSync(GOLDEN_DIR) ? describe : describe.skip;

describeIfGolden('native rules against the reference results of real logs', () => {
  let catalog: LoadedCatalog;
  beforeAll(async () => {
    catalog = await loadPlatformCatalog();
  });

  it('recognise every URL the reference recognised, with the same parser fields', () => {
    const events = readGoldenEvents();
    expect(events.length).toBeGreaterThan(4000);
    const differences: string[] = [];
    for (const { log, url, fields } of events) {
      const result = catalog.recognize({ url });
      if (result.kind !== 'recognized' || result.platform !== fields.platform) {
        differences.push(`${log} ${url}: ${fields.platform} expected, got ${result.kind}`);
        continue;
      }
      for (const name of PARSER_FIELDS) {
        if ((result.fields[name] ?? '') !== (fields[name] ?? '')) {
          differences.push(
            `${log} ${url}: ${name} ${JSON.stringify(fields[name])} expected, got ${JSON.stringify(result.fields[name])}`,
          );
        }
      }
      const titleId = result.fields.title_id;
      if (titleId !== undefined && titleId !== fields.title_id) {
        differences.push(`${log} ${url}: title_id ${fields.title_id} expected, got ${titleId}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
