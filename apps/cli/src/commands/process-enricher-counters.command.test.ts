import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureIo, processOptions } from '../testing/process-io.js';
import { runProcessCommand } from './process.command.js';

// `--report` writes the pipeline's report: an enricher of the chain lists its counters at 0
// even when it asked nothing, as the reference's report.json did.
describe('sillage process --report: enricher counters', () => {
  it('lists the chain’s enricher counters at 0 when nothing was looked up', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-counters-'));
    const log = path.join(dir, 'no-doi.log');
    // No DOI: nothing is sent to Crossref.
    writeFileSync(
      log,
      '10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET http://x.org/a HTTP/1.1" 200 10\n',
    );
    const report = path.join(dir, 'report.json');
    const io = captureIo();
    const code = await runProcessCommand(
      [log],
      processOptions({
        nativeOnly: true,
        header: ['ezPAARSE-Middlewares: (only) crossref'],
        report,
        output: path.join(dir, 'out.csv'),
      }),
      io.streams,
      '1',
    );
    expect([code, io.err()]).toEqual([0, '']);
    const { general } = JSON.parse(readFileSync(report, 'utf8')) as {
      general: Record<string, unknown>;
    };
    expect(general).toMatchObject({
      'crossref-queries': 0,
      'crossref-fails': 0,
      'crossref-invalid-dois': 0,
    });
    expect(Object.keys(general).some((key) => key.startsWith('hal-'))).toBe(false);
  });
});
