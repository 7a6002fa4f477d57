import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataFolderWithCatalog, SNAPSHOT } from '../testing/catalog-folder.js';
import { captureIo, processOptions } from '../testing/process-io.js';
import { runProcessCommand, type ProcessOptions } from './process.command.js';

// karger has no native rules: only a platforms pack recognises this line.
const KARGER_LINE =
  '10.20.30.40 - JEAN [30/Nov/2012:00:14:17 +0100] "GET http://www.karger.com/Article/FullText/373881 HTTP/1.1" 200 5000\n';

async function run(extra: Partial<ProcessOptions>) {
  const reportFile = path.join(mkdtempSync(path.join(tmpdir(), 'sillage-cli-report-')), 'r.json');
  const io = captureIo(KARGER_LINE);
  const code = await runProcessCommand(
    [],
    processOptions({
      header: ['Accept: application/jsonstream'],
      report: reportFile,
      quiet: false,
      ...extra,
    }),
    io.streams,
    '1',
  );
  const events = io
    .out()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
  const report =
    code === 0
      ? (JSON.parse(readFileSync(reportFile, 'utf8')) as {
          general: Record<string, unknown>;
          alerts: Record<string, string>;
        })
      : undefined;
  return { code, err: io.err(), events, report };
}

describe('sillage process without --platforms', () => {
  it('uses the community catalog of the data folder, and says so on stderr', async () => {
    const { dataDir, packDir } = dataFolderWithCatalog();
    const { code, err, events, report } = await run({ dataDir });
    expect(code).toBe(0);
    const version = execFileSync('git', ['describe', '--tags', '--always'], {
      cwd: packDir,
      encoding: 'utf8',
    }).trim();
    expect(err).toBe(`sillage: platforms: community catalog ${packDir} (${version})\n`);
    expect(events.map((event) => event.platform)).toEqual(['karger']);
    expect(report?.general['platforms-version']).toBe(version);
    expect(report?.general['platforms-notice']).toBeNull();
  }, 60_000);

  it('says nothing with --quiet', async () => {
    const { dataDir } = dataFolderWithCatalog();
    const { err, events } = await run({ dataDir, quiet: true });
    expect(err).toBe('');
    expect(events.map((event) => event.platform)).toEqual(['karger']);
  }, 60_000);

  it('runs on the native rules when there is none, and its report says why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-nocatalog-'));
    mkdirSync(path.join(dataDir, 'packs'));
    writeFileSync(
      path.join(dataDir, 'packs', 'platforms.state.json'),
      JSON.stringify({ state: 'failed', origin: 'default', reason: 'Could not resolve host' }),
    );
    const { code, err, events, report } = await run({ dataDir });
    expect(code).toBe(0);
    const notice =
      'Native platform rules only: fetching the community platforms catalog failed: Could not resolve host';
    expect(err).toContain(`sillage: platforms: ${notice}`);
    expect(events).toEqual([]);
    expect(report?.general['platforms-notice']).toBe(notice);
    expect(report?.alerts['alert-platforms']).toBe(notice);
  }, 60_000);

  describe('with SILLAGE_PLATFORM_PACKS, as the api and workers of this environment', () => {
    afterEach(() => {
      delete process.env.SILLAGE_PLATFORM_PACKS;
    });

    it('loads its packs rather than the data folder, and says so on stderr', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-nocatalog-'));
      process.env.SILLAGE_PLATFORM_PACKS = SNAPSHOT;
      const { code, err, events } = await run({ dataDir });
      expect(code).toBe(0);
      expect(err).toBe(`sillage: platforms: SILLAGE_PLATFORM_PACKS ${SNAPSHOT}\n`);
      expect(events.map((event) => event.platform)).toEqual(['karger']);
      // --native-only still leaves every pack aside.
      const native = await run({ dataDir, nativeOnly: true });
      expect(native.events).toEqual([]);
    }, 60_000);

    it('refuses a pack of it that is not there, in one line', async () => {
      const missing = path.join(tmpdir(), 'sillage-cli-no-such-pack');
      process.env.SILLAGE_PLATFORM_PACKS = missing;
      const { code, err } = await run({});
      expect(code).toBe(1);
      expect(err).toBe(`sillage: SILLAGE_PLATFORM_PACKS ${missing}: no such folder\n`);
    }, 60_000);
  });

  it('--native-only leaves the catalog aside; with --platforms it is refused', async () => {
    const { dataDir } = dataFolderWithCatalog();
    const native = await run({ dataDir, nativeOnly: true });
    expect(native.code).toBe(0);
    expect(native.err).toBe('');
    expect(native.events).toEqual([]);
    expect(native.report?.general['platforms-notice']).toBeNull();
    const both = await run({ dataDir, nativeOnly: true, platforms: [SNAPSHOT] });
    expect(both.code).toBe(1);
    expect(both.err).toBe('sillage: --native-only and --platforms cannot be used together\n');
  }, 60_000);

  it('warns, even with --quiet, about each pack platform whose manifest it could not use', async () => {
    const { dataDir, packDir } = dataFolderWithCatalog();
    mkdirSync(path.join(packDir, 'broken'));
    writeFileSync(path.join(packDir, 'broken', 'manifest.json'), '{"name": "broken",');
    const { code, err, events } = await run({ dataDir, platforms: [packDir], quiet: true });
    expect(code).toBe(0);
    // One line, naming the folder and why.
    expect(err.split('\n')).toEqual([expect.any(String), '']);
    expect(err).toContain(
      `sillage: warning: ${path.join(packDir, 'broken')}: platform skipped, its manifest.json cannot be used (`,
    );
    // The others still serve.
    expect(events.map((event) => event.platform)).toEqual(['karger']);
  }, 60_000);
});
