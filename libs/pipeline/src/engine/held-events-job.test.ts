import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PipelineResources } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';
import { openFilesIn } from '../testing/open-files.js';
import { inputOf, runJob } from '../testing/run-job.js';

// Every line in the same second, as a log dated to the day (or a stuck clock) has them: the
// double-click windows hold them all until the end.
const line = (index: number) =>
  `1.2.3.${String(index % 9)} - user${String(index % 5)} [30/Nov/2012:00:00:00 +0100] "GET http://www.sciencedirect.com/science/article/pii/S00014575120028${String(index % 40).padStart(2, '0')} HTTP/1.1" 200 1234`;
const LOG = `${Array.from({ length: 600 }, (_, index) => line(index)).join('\n')}\n`;

let resources: PipelineResources;
let directory: string;
beforeAll(async () => {
  resources = await loadPipelineResources({ geolocation: false });
});
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'sillage-held-job-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

/** A report section without its clock readings (speeds, dates, durations). */
const counts = (section: object) =>
  Object.entries(section).filter(([key]) => !/speed|date|duration|time/i.test(key));

const warnings = (traces: string) =>
  traces.split('\n').filter((trace) => / warn: (COUNTER )?double-click removal holds/.test(trace));

describe('a job whose double-click windows hold more events than memory keeps', () => {
  it.each(['', 'r51'])(
    'gives the result it gives in memory, says so in its traces, and closes its file (COUNTER-Mode %j)',
    async (counterMode) => {
      // Anonymised fields take a new salt every job: the two runs would differ on them.
      const headers = {
        'Crypted-Fields': 'none',
        ...(counterMode === '' ? {} : { 'COUNTER-Mode': counterMode }),
      };
      const inMemory = await runJob([inputOf({ text: LOG })], headers, resources);
      const onDisk = await runJob([inputOf({ text: LOG })], headers, {
        ...resources,
        hold: { directory, eventsInMemory: 25 },
      });
      expect(onDisk.failure).toBeUndefined();
      expect(warnings(inMemory.traces)).toEqual([]);
      expect(warnings(onDisk.traces).join('\n')).toContain('more than 25 events');
      expect(onDisk.result).toBe(inMemory.result);
      expect(onDisk.rejects).toEqual(inMemory.rejects);
      expect(counts(onDisk.report.general)).toEqual(counts(inMemory.report.general));
      expect(onDisk.rows.length).toBeGreaterThan(10);
      expect(openFilesIn(directory)).toEqual([]);
    },
  );

  it('closes its file when the job is cancelled half-way', async () => {
    const controller = new AbortController();
    const halves = [LOG.slice(0, LOG.length / 2), LOG.slice(LOG.length / 2)];
    async function* source() {
      yield Buffer.from(halves[0] ?? '');
      // Let the first half's events reach the windows before the job is cancelled.
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.abort();
      yield Buffer.from(halves[1] ?? '');
    }
    const run = await runJob(
      [{ source: source() }],
      {},
      { ...resources, hold: { directory, eventsInMemory: 25 } },
      { signal: controller.signal },
    );
    expect(run.aborted).toBe(true);
    expect(warnings(run.traces)).toHaveLength(1);
    expect(openFilesIn(directory)).toEqual([]);
  });
});
