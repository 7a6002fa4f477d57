import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEventFields } from './event-fields.js';
import { EventSpill } from './event-spill.js';
import type { HostFacts } from './host-facts.js';
import { createEvent, type PipelineEvent } from './pipeline-event.js';
import type { UrlDerived } from './url-derived.js';
import { openFilesIn } from '../testing/open-files.js';

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'sillage-spill-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

function eventAt(line: number, extra: Partial<PipelineEvent> = {}): PipelineEvent {
  const fields = Object.assign(createEventFields(), {
    url: `http://example.org/doc/${String(line)}`,
    unitid: `U${String(line % 7)}`,
  });
  return {
    ...createEvent(fields, line, `raw line ${String(line)}`),
    timestamp: 1000 + line,
    ...extra,
  };
}

describe('EventSpill', () => {
  it('gives events back in the order written, whole but for the caches they shared', () => {
    const spill = new EventSpill(directory);
    const hostFacts = { host: '1.2.3.4' } as HostFacts;
    const derived = { rtype: 'ARTICLE' } as unknown as UrlDerived;
    const odd = eventAt(1, {
      // A line break, a lone surrogate and non-ASCII text in the raw line; no date; a denial.
      rawLine: 'a\nb \uD800 café 漢字',
      timestamp: Number.NaN,
      granted: false,
      sourceRecord: { date: '2024-03-04', url: 'http://x' },
      hostFacts,
      derived,
    });
    odd.fields.custom = 'last';
    odd.fields.platform = 'wiley';
    const events = [odd, ...Array.from({ length: 20 }, (_, index) => eventAt(index + 2))];
    for (const event of events) {
      spill.write(event);
    }
    expect(spill.size).toBe(21);
    const back = events.map(() => spill.read());
    expect(spill.size).toBe(0);
    const [first] = back;
    expect(first?.rawLine).toBe(odd.rawLine);
    expect(first?.timestamp).toBeNaN();
    expect(first?.granted).toBe(false);
    expect(first?.sourceRecord).toEqual(odd.sourceRecord);
    // The job's per-host and per-URL caches: filled in again by the next stage to need them.
    expect(first?.hostFacts).toBeUndefined();
    expect(first?.derived).toBeUndefined();
    // The declared fields first, then the others in the order they were set: as JSON output has them.
    expect(JSON.stringify(first?.fields)).toBe(JSON.stringify(odd.fields));
    expect(Object.keys(first?.fields ?? {})).toEqual(Object.keys(odd.fields));
    expect(back.slice(1)).toEqual(events.slice(1));
    spill.close();
  });

  it('reads back across its write and read chunks, writes and reads taking turns', () => {
    const spill = new EventSpill(directory);
    // 3 MB lines and small ones: records longer than a read chunk, chunks cut inside records.
    const big = 'x'.repeat(3 * 1024 * 1024);
    const written: PipelineEvent[] = [];
    const read: PipelineEvent[] = [];
    for (let line = 1; line <= 3000; line++) {
      const event = eventAt(line, line % 1000 === 0 ? { rawLine: big } : {});
      spill.write(event);
      written.push(event);
      if (line % 3 === 0) {
        read.push(spill.read());
      }
    }
    while (spill.size > 0) {
      read.push(spill.read());
    }
    expect(read.map((event) => event.lineNumber)).toEqual(written.map((event) => event.lineNumber));
    expect(read.map((event) => event.rawLine.length)).toEqual(
      written.map((event) => event.rawLine.length),
    );
    // Emptied, it starts again from an empty file.
    spill.write(eventAt(5000));
    expect(spill.read().lineNumber).toBe(5000);
    spill.close();
  });

  it('leaves no file behind, and holds none open once closed', () => {
    // In a folder of its own, made when the first event goes to disk.
    const spill = new EventSpill(path.join(directory, 'held'));
    for (let line = 1; line <= 5000; line++) {
      spill.write(eventAt(line));
    }
    spill.read();
    expect(readdirSync(path.join(directory, 'held'))).toEqual([]);
    expect(openFilesIn(directory)).toHaveLength(1);
    spill.close();
    expect(openFilesIn(directory)).toEqual([]);
  });
});
