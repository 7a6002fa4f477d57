import * as fs from 'node:fs';
import * as path from 'node:path';
import {
  createEventFieldsNormalizer,
  createLineParser,
  type LogBatch,
  LogInputError,
  type LogInputOptions,
  type ParsedFields,
  readLogBatches,
} from '../index.js';

const LOGS = path.resolve(__dirname, '../../../../../shared/acceptance/logs');

async function readAll(file: string, options: LogInputOptions): Promise<LogBatch[]> {
  const batches: LogBatch[] = [];
  for await (const batch of readLogBatches(fs.createReadStream(path.join(LOGS, file)), options)) {
    batches.push(batch);
  }
  return batches;
}

interface ExpectedEvent {
  datetime: string;
  url: string;
  login: string;
  status: string;
  size: string;
  domain: string;
  timestamp: number;
}

const expected = JSON.parse(
  fs.readFileSync(path.join(LOGS, 'sd.2012-11-30.300.result.json'), 'utf8'),
) as ExpectedEvent[];

function expectEventsFound(events: ParsedFields[]): void {
  expect(expected).toHaveLength(22);
  for (const event of expected) {
    // Double clicks repeat url and datetime, so look for an event equal on every compared field.
    const wanted = {
      url: event.url,
      datetime: event.datetime,
      login: event.login,
      status: event.status,
      size: event.size,
      domain: event.domain,
      timestamp: String(event.timestamp),
    };
    const found = events.find((fields) =>
      Object.entries(wanted).every(([name, value]) => fields[name] === value),
    );
    expect(found ?? wanted).toMatchObject({ ...wanted, host: expect.any(String) as unknown });
  }
}

describe('reference input cases (server.md §9)', () => {
  it('sd.2012-11-30.300.log gives the events of its result file', async () => {
    const parser = createLineParser();
    const normalize = createEventFieldsNormalizer({ timeZone: 'Europe/Paris' });
    const events: ParsedFields[] = [];
    for (const batch of await readAll('sd.2012-11-30.300.log', {})) {
      for (const line of batch.kind === 'lines' ? batch.lines : []) {
        const fields = parser.parse(line);
        if (fields !== null && normalize(fields)) {
          events.push(fields);
        }
      }
    }
    expect(events).toHaveLength(283);
    expectEventsFound(events);
  });

  it('sd.2012-11-30.300.csv (text/csv) gives the same events, dates read as ISO 8601', async () => {
    const normalize = createEventFieldsNormalizer({
      dateFormat: 'ISO_8601',
      timeZone: 'Europe/Paris',
    });
    const events = (await readAll('sd.2012-11-30.300.csv', { contentType: 'text/csv' })).flatMap(
      (batch) => (batch.kind === 'records' ? batch.records : []),
    );
    expect(events.every((fields) => normalize(fields))).toBe(true);
    expectEventsFound(events);
  });

  it('sd.2013-01-15.log.gz with Content-Encoding: gzip parses every line', async () => {
    const parser = createLineParser();
    const lines = (await readAll('sd.2013-01-15.log.gz', { contentEncoding: 'gzip' })).flatMap(
      (batch) => (batch.kind === 'lines' ? batch.lines : []),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => parser.parse(line) !== null)).toBe(true);
  });

  it('a plain log declared as gzip fails with 4002', async () => {
    await expect(readAll('sd.mini.log', { contentEncoding: 'gzip' })).rejects.toMatchObject({
      status: 4002,
    });
    await expect(readAll('sd.mini.log', { contentEncoding: 'gzip' })).rejects.toBeInstanceOf(
      LogInputError,
    );
  });

  it('sd.wrong-first-line.log with Max-Parse-Attempts 1 is exhausted (4003)', async () => {
    const parser = createLineParser({ maxParseAttempts: 1 });
    for (const batch of await readAll('sd.wrong-first-line.log', {})) {
      for (const line of batch.kind === 'lines' ? batch.lines : []) {
        parser.parse(line);
      }
    }
    expect(parser.exhausted).toBe(true);
  });
});
