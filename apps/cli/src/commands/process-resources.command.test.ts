import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fakeTitleOf, startFakeDoiServices, writePackPlatform } from '@sillage/pipeline/testing';
import { writeNativeVerdicts } from '@sillage/platforms/testing';
import { captureIo, LOGS, processOptions } from '../testing/process-io.js';
import { runProcessCommand, type ProcessOptions } from './process.command.js';

// A ScienceDirect journal page (title_id 00121606), from a host we can place in lists and ranges.
const SD_LINE =
  '10.20.30.40 - JEAN [30/Nov/2012:00:14:17 +0100] "GET http://www.sciencedirect.com:80/science/journal/00121606 HTTP/1.1" 200 224846';
const DEMO_LINE =
  '10.20.30.40 - JEAN [30/Nov/2012:00:15:17 +0100] "GET http://www.demo-journals.org/article/42 HTTP/1.1" 200 1000';

function tempDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'sillage-cli-resources-'));
}

async function run(input: string, extra: Partial<ProcessOptions>, headers: string[] = []) {
  const dir = tempDir();
  const io = captureIo(input);
  const code = await runProcessCommand(
    [],
    processOptions({
      header: ['Accept: application/jsonstream', 'Crypted-Fields: none', ...headers],
      report: path.join(dir, 'report.json'),
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
  const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as {
    general: Record<string, unknown>;
    rejets: Record<string, number>;
    alerts: Record<string, string>;
  };
  return { code, err: io.err(), events, report };
}

describe('sillage process resource options', () => {
  it("stamps events and the report with the git identity of the checkout it runs from, as the api's jobs", async () => {
    const checkout = path.resolve(__dirname, '../../../..');
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
    const { events, report } = await run(`${SD_LINE}\n`, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      middlewares_version: git('rev-parse', 'HEAD').slice(0, 7),
      middlewares_date: git('log', '-1', '--format=%cs'),
      ezpaarse_date: git('log', '-1', '--format=%cs'),
    });
    expect(report.general['git-last-commit']).toBe(git('rev-parse', 'HEAD'));
  }, 60_000);

  it('--on-campus labels the configured ranges', async () => {
    const ranges = path.join(tempDir(), 'ranges.json');
    writeFileSync(ranges, JSON.stringify([{ label: 'library', ranges: ['10.20.30.0/24'] }]));
    const plain = await run(`${SD_LINE}\n`, {});
    expect(plain.events.map((event) => event.on_campus)).toEqual(['Y']);
    const labelled = await run(`${SD_LINE}\n`, { onCampus: ranges });
    expect(labelled.events.map((event) => event.on_campus)).toEqual(['library']);
  }, 60_000);

  it('--on-campus refuses an invalid file with a message naming it', async () => {
    const ranges = path.join(tempDir(), 'ranges.json');
    writeFileSync(ranges, '["10.20.30.0/99"]');
    const io = captureIo(`${SD_LINE}\n`);
    const code = await runProcessCommand([], processOptions({ onCampus: ranges }), io.streams, '1');
    expect(code).toBe(1);
    expect(io.err()).toContain(
      `sillage: --on-campus: ${ranges}: Invalid on-campus range "10.20.30.0/99" in on-campus entry #1: bad prefix length`,
    );
  });

  it('--exclusions drops the hosts of its lists', async () => {
    const exclusions = tempDir();
    writeFileSync(path.join(exclusions, 'hosts.test.txt'), '# test\n10.20.30.40\n');
    const without = await run(`${SD_LINE}\n`, {});
    expect(without.events).toHaveLength(1);
    // Without lists, the report names what gives them here: the option, not the server's variable.
    expect(without.report.alerts['alert-exclusions']).toBe(
      'No exclusion list is loaded (--exclusions), so the robots, ignored-hosts, ignored-domains filters removed nothing',
    );
    const excluded = await run(`${SD_LINE}\n`, { exclusions });
    expect(excluded.events).toHaveLength(0);
    expect(excluded.report.rejets['nb-lines-ignored-hosts']).toBe(1);
  }, 60_000);

  it('without --exclusions, loads the lists the api fetched into the data folder, as its jobs do', async () => {
    const dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'packs', 'exclusions'), { recursive: true });
    writeFileSync(path.join(dataDir, 'packs', 'exclusions', 'hosts.test.txt'), '10.20.30.40\n');
    const excluded = await run(`${SD_LINE}\n`, { dataDir });
    expect(excluded.events).toHaveLength(0);
    expect(excluded.report.rejets['nb-lines-ignored-hosts']).toBe(1);
    // --exclusions names the lists to use instead.
    const other = tempDir();
    writeFileSync(path.join(other, 'hosts.test.txt'), '10.99.99.99\n');
    expect((await run(`${SD_LINE}\n`, { dataDir, exclusions: other })).events).toHaveLength(1);
  }, 60_000);

  it("without --counter-robots, COUNTER mode uses the resources pack's COUNTER-Robots list", async () => {
    const counted = async (dataDir: string) => {
      const counter = path.join(tempDir(), 'counter.json');
      const { err } = await run(`${SD_LINE}\n`, { dataDir, counter, quiet: false }, [
        'COUNTER-Mode: r51',
      ]);
      const report = JSON.parse(readFileSync(counter, 'utf8')) as { robots_list: string };
      return { ...report, err };
    };
    const withoutList = await counted(tempDir());
    expect(withoutList.robots_list).toBe('isbot');
    // Said before the run: isbot counts the empty user agents COUNTER's list excludes.
    expect(withoutList.err).toContain(
      'sillage: COUNTER mode without the COUNTER-Robots list: robots are told by isbot',
    );
    const dataDir = tempDir();
    const list = path.join(dataDir, 'packs', 'resources', 'counter-robots');
    mkdirSync(list, { recursive: true });
    writeFileSync(
      path.join(list, 'COUNTER_Robots_list.json'),
      JSON.stringify([{ pattern: '^MyReader', last_changed: '2026-12-05' }]),
    );
    const withList = await counted(dataDir);
    expect(withList.robots_list).toBe('counter-robots');
    expect(withList.err).not.toContain('COUNTER-Robots list');
  }, 60_000);

  it("without --predefined, offers the predefined settings of the data folder's resources pack", async () => {
    const dataDir = tempDir();
    const resources = path.join(dataDir, 'packs', 'resources');
    mkdirSync(resources, { recursive: true });
    writeFileSync(
      path.join(resources, 'predefined-settings.json'),
      JSON.stringify({
        'zz-fetched': {
          fullName: 'Fetched',
          country: 'France',
          headers: { 'Output-Timezone': 'Europe/Paris' },
        },
      }),
    );
    const chosen = ['ezPAARSE-Predefined-Settings: zz-fetched'];
    const fetched = await run(`${SD_LINE}\n`, { dataDir }, chosen);
    expect(fetched.code).toBe(0);
    expect(fetched.events[0]).toHaveProperty('datetime', '2012-11-30T00:14:17+01:00');
    // A file there that cannot be read is named once, with the way around it.
    writeFileSync(path.join(resources, 'predefined-settings.json'), '{ not json');
    const io = captureIo(`${SD_LINE}\n`);
    expect(await runProcessCommand([], processOptions({ dataDir }), io.streams, '1')).toBe(1);
    expect(io.err()).toContain(
      "sillage: the data folder's resources pack (--predefined chooses another file): Cannot read predefined settings ",
    );
    expect(io.err().split('predefined-settings.json')).toHaveLength(2);
    // Elsewhere the key is unknown (4026), and the run says which list it looked in.
    const elsewhere = tempDir();
    const unknown = await run(`${SD_LINE}\n`, { dataDir: elsewhere }, chosen);
    expect(unknown.code).toBe(1);
    const missing = path.join(elsewhere, 'packs', 'resources', 'predefined-settings.json');
    expect(unknown.err).toMatch(
      new RegExp(
        `^sillage: error 4026: .+\\nsillage: only the built-in predefined settings \\(.+\\) are loaded: no ${missing} \\(the server fetches it\\); --predefined <file> gives a list\\n$`,
      ),
    );
    // A list given that lacks the key: a typo, most likely, and nothing more is said.
    const given = path.join(elsewhere, 'mine.json');
    writeFileSync(given, JSON.stringify({ mine: { fullName: 'Mine', headers: {} } }));
    const typo = await run(`${SD_LINE}\n`, { dataDir: elsewhere, predefined: given }, chosen);
    expect(typo.err).toMatch(/^sillage: error 4026: [^\n]+\n$/);
  }, 60_000);

  it('--pkb fills missing fields from a KBART file, unless ezPAARSE-Enrich: false', async () => {
    const pkb = tempDir();
    mkdirSync(path.join(pkb, 'sd'));
    writeFileSync(
      path.join(pkb, 'sd', 'sd_Test_2024-01-01.txt'),
      'publication_title\tprint_identifier\ttitle_id\nA Test Journal\t0012-1606\t00121606\n',
    );
    const without = await run(`${SD_LINE}\n`, {});
    expect(without.events[0]?.publication_title).toBeUndefined();
    const enriched = await run(`${SD_LINE}\n`, { pkb: [pkb] });
    expect(enriched.events[0]?.publication_title).toBe('A Test Journal');
    const off = await run(`${SD_LINE}\n`, { pkb: [pkb] }, ['ezPAARSE-Enrich: false']);
    expect(off.events).toHaveLength(1);
    expect(off.events[0]?.publication_title).toBeUndefined();
  }, 60_000);

  it('--platforms adds the platforms of an ezPAARSE parser pack', async () => {
    const pack = tempDir();
    const dir = path.join(pack, 'demojournals');
    mkdirSync(dir);
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        name: 'demojournals',
        longname: 'Demo Journals',
        domains: ['www.demo-journals.org'],
      }),
    );
    writeFileSync(
      path.join(dir, 'parser.js'),
      `'use strict';
var Parser = require('../.lib/parser.js');
module.exports = new Parser(function analyseEC(parsedUrl) {
  var match = /^\\/article\\/([0-9]+)$/.exec(parsedUrl.pathname);
  return match ? { rtype: 'ARTICLE', mime: 'HTML', unitid: match[1] } : {};
});
`,
    );
    const without = await run(`${DEMO_LINE}\n`, {});
    expect(without.events).toHaveLength(0);
    expect(without.report.rejets['nb-lines-unknown-domains']).toBe(1);
    const withPack = await run(`${DEMO_LINE}\n`, { platforms: [pack] });
    expect(withPack.err).toBe('');
    expect(withPack.events).toEqual([
      expect.objectContaining({ platform: 'demojournals', rtype: 'ARTICLE', unitid: '42' }),
    ]);
  }, 60_000);

  it('--verdicts: a native platform proven equal to this pack version serves natively', async () => {
    // A pack whose `sd` answers otherwise than the native rules on the journal page.
    const pack = tempDir();
    writePackPlatform(
      pack,
      { name: 'sd', longname: 'ScienceDirect', domains: ['www.sciencedirect.com'] },
      { rtype: 'FROM_PACK', mime: 'HTML' },
    );
    const verdicts = tempDir();
    const rtype = async () =>
      (await run(`${SD_LINE}\n`, { platforms: [pack], verdicts })).events[0]?.rtype;
    // No verdicts for this pack version: the pack serves.
    expect(await rtype()).toBe('FROM_PACK');
    await writeNativeVerdicts(verdicts, [pack], ['sd']);
    expect(await rtype()).toBe('TOC');
  }, 60_000);

  it('warns, and still runs, when a resource folder given brings nothing', async () => {
    const pack = tempDir();
    writePackPlatform(pack, { name: 'demojournals', domains: ['www.demo-journals.org'] }, {});
    const [pkb, exclusions, verdicts] = [tempDir(), tempDir(), tempDir()];
    // Quiet hides information, not these: they are about options the user gave.
    const { code, err, events } = await run(`${SD_LINE}\n`, {
      quiet: true,
      platforms: [pack],
      pkb: [pkb],
      exclusions,
      verdicts,
    });
    expect(code).toBe(0);
    expect(events).toHaveLength(1);
    expect(err.split('\n')).toEqual([
      `sillage: warning: --pkb ${pkb}: no knowledge-base file (<platform>/*.txt) in it`,
      `sillage: warning: --exclusions ${exclusions}: no exclusion entry in it (robots.*.txt, hosts.*.txt, domains.*.txt)`,
      `sillage: warning: --verdicts ${verdicts}: no verdicts for this pack version, so every pack platform serves from its parser.js (sillage platforms verify --write-cache records them)`,
      '',
    ]);
  }, 60_000);

  it('warns of --pkb files that are no KBART, and still runs with the others', async () => {
    const pkb = tempDir();
    mkdirSync(path.join(pkb, 'sd'));
    writeFileSync(
      path.join(pkb, 'sd', 'sd_Good_2024-01-01.txt'),
      '\ufeffpublication_title\tprint_identifier\ttitle_id\nA Test Journal\t0012-1606\t00121606\n',
    );
    writeFileSync(path.join(pkb, 'sd', 'sd_notes.txt'), 'To do: ask the publisher for a list\n');
    writeFileSync(
      path.join(pkb, 'sd', 'sd_Comma_2024-01-01.txt'),
      'publication_title,print_identifier\nA,0012-1606\n',
    );
    // Titles alone: nothing to match an event on.
    writeFileSync(
      path.join(pkb, 'sd', 'sd_Titles_2024-01-01.txt'),
      'publication_title\tpublisher_name\nA\tB\n',
    );
    // Headers as Windows writes them, and one with no line end at all: KBART.
    writeFileSync(
      path.join(pkb, 'sd', 'sd_Windows_2024-01-01.txt'),
      'publication_title\tonline_identifier\r\nB\t1234-5678\r\n',
    );
    writeFileSync(path.join(pkb, 'sd', 'sd_Empty_2024-01-01.txt'), 'publication_title\tdoi');
    const { code, err, events } = await run(`${SD_LINE}\n`, { quiet: true, pkb: [pkb] });
    expect(code).toBe(0);
    expect(events[0]?.publication_title).toBe('A Test Journal');
    expect(err).toBe(
      `sillage: warning: --pkb ${pkb}: 3 of 6 files have no KBART header line (tab-separated, naming ` +
        'title_id, print_identifier, online_identifier or doi): nothing in them can match ' +
        `(${path.join('sd', 'sd_Comma_2024-01-01.txt')}, ${path.join('sd', 'sd_Titles_2024-01-01.txt')}, ${path.join('sd', 'sd_notes.txt')})\n`,
    );
  }, 60_000);

  it('--verdicts that nothing reads: a warning line, and the job runs', async () => {
    const verdicts = tempDir();
    // No pack at all (the test data folder has no community catalog).
    const noPack = await run(`${SD_LINE}\n`, { nativeOnly: false, verdicts });
    expect(noPack.code).toBe(0);
    expect(noPack.events).toHaveLength(1);
    expect(noPack.err).toBe(
      `sillage: warning: --verdicts ${verdicts}: unused, no platform pack is loaded (--platforms <dir> gives one)\n`,
    );
    // Every pack platform serving from its parser.js, by the environment.
    const pack = tempDir();
    writePackPlatform(pack, { name: 'demojournals', domains: ['www.demo-journals.org'] }, {});
    process.env.SILLAGE_PLATFORM_PACK_WINS = 'true';
    try {
      const packWins = await run(`${SD_LINE}\n`, { platforms: [pack], verdicts });
      expect(packWins.code).toBe(0);
      expect(packWins.err).toBe(
        `sillage: warning: --verdicts ${verdicts}: unused, SILLAGE_PLATFORM_PACK_WINS makes every pack platform serve from its parser.js\n`,
      );
    } finally {
      delete process.env.SILLAGE_PLATFORM_PACK_WINS;
    }
  }, 60_000);

  it('CSV input: every input column joins the output header', async () => {
    const dir = tempDir();
    const io = captureIo();
    const code = await runProcessCommand(
      [path.join(LOGS, 'sd.2012-11-30.300.csv')],
      processOptions({ output: path.join(dir, 'out.csv') }),
      io.streams,
      '1',
    );
    expect(code).toBe(0);
    const header = readFileSync(path.join(dir, 'out.csv'), 'utf8').split('\n')[0]?.split(';');
    const columns = readFileSync(path.join(LOGS, 'sd.2012-11-30.300.csv'), 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(';');
    expect(columns).toContain('arbitrary-id');
    expect(header).toEqual(expect.arrayContaining(columns ?? ['?']));
  }, 60_000);
});

describe('sillage process network enrichers', () => {
  const saved = process.env.SILLAGE_ENRICHER_URLS;
  afterEach(() => {
    if (saved === undefined) {
      delete process.env.SILLAGE_ENRICHER_URLS;
    } else {
      process.env.SILLAGE_ENRICHER_URLS = saved;
    }
  });

  it('asks the services at SILLAGE_ENRICHER_URLS, as the api and workers do', async () => {
    const services = await startFakeDoiServices();
    try {
      process.env.SILLAGE_ENRICHER_URLS = `crossref=${services.urls.crossref}`;
      const line = `${SD_LINE.replace(/ 224846$/, '')} 224846 10.1000/cli`;
      const result = await run(`${line}\n`, {}, [
        'Log-Format-ezproxy: %h %l %u %t "%r" %s %b %{doi}<[^ ]+>',
        'Crossref-Enrich: true',
        'Output-Fields: +doi,+title',
      ]);
      expect(result.code).toBe(0);
      expect(services.requests.map((url) => url.pathname)).toEqual(['/crossref/works']);
      expect(result.events.map((event) => event.title)).toEqual([fakeTitleOf('10.1000/cli')]);
    } finally {
      await services.close();
    }
  }, 60_000);

  it('refuses a SILLAGE_ENRICHER_URLS it cannot read, naming it', async () => {
    process.env.SILLAGE_ENRICHER_URLS = 'crossref=ftp://mirror';
    const io = captureIo(`${SD_LINE}\n`);
    const code = await runProcessCommand([], processOptions({}), io.streams, '1');
    expect(code).toBe(1);
    expect(io.err()).toContain('SILLAGE_ENRICHER_URLS: "ftp://mirror" is not an http(s) URL');
  });
});
