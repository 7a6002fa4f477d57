import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ThreadParserSpec } from './pool-protocol.js';
import { RecognitionPool } from './recognition-pool.js';

let packDir: string;
const specs: ThreadParserSpec[] = [];

function addParser(name: string, body: string): number {
  const folder = path.join(packDir, name);
  mkdirSync(folder);
  writeFileSync(
    path.join(folder, 'parser.js'),
    `'use strict';\nconst Parser = require('../.lib/parser.js');\nmodule.exports = new Parser(${body});\n`,
  );
  const id = specs.length;
  specs.push({ id, root: packDir, folder, name });
  return id;
}

let echo: number;
let loop: number;
let sized: number;
let hoard: number;
let usesGlobals: number;
let pause: number;
let stuckAtLoad: number;
let slowAtLoad: number;

beforeAll(() => {
  packDir = mkdtempSync(path.join(tmpdir(), 'sillage-pool-'));
  echo = addParser(
    'echo',
    `function (parsed) { return parsed.pathname === '/none' ? {} : { unitid: parsed.pathname.slice(1) }; }`,
  );
  loop = addParser(
    'loop',
    `function (parsed) { if (parsed.pathname === '/hang') { for (;;) {} } return {}; }`,
  );
  sized = addParser('sized', `function (parsed, ec) { return { size: String(ec.size) }; }`);
  hoard = addParser(
    'hoard',
    `function () { const kept = []; for (;;) { kept.push(new Array(1e5).fill(kept.length)); } }`,
  );
  usesGlobals = addParser(
    'globals',
    `function (parsed) {
      const { URL: Url } = require('url');
      const decoded = Buffer.from(parsed.query.b, 'base64').toString();
      return { unitid: decoded, host: new Url('http://' + parsed.hostname + '/').host, again: new URL('http://x.org/').host };
    }`,
  );
  pause = addParser(
    'pause',
    `function () { const until = Date.now() + 5; while (Date.now() < until) {} return {}; }`,
  );
  stuckAtLoad = addParser('stuck-at-load', `(() => { for (;;) {} })()`);
  slowAtLoad = addParser(
    'slow-at-load',
    `(() => { const until = Date.now() + 400; while (Date.now() < until) {} return function () { return { unitid: 'loaded' }; }; })()`,
  );
});

afterAll(() => {
  rmSync(packDir, { recursive: true, force: true });
});

/** Resolves once `done()` holds (checked every 10 ms, for at most 10 s). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let tries = 0; tries < 1_000 && !done(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const item = (
  ids: number[],
  url: string,
  extra: Record<string, string> = {},
  provided: string[] | null = null,
) => ({ ids, input: { url, ...extra }, provided });

describe('RecognitionPool', () => {
  let pool: RecognitionPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('sends background items only when no other work waits', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const settled: string[] = [];
    const background = pool
      .run(
        Array.from({ length: 200 }, (_, index) => item([pause], `http://s.org/${String(index)}`)),
        { background: true },
      )
      .then((answers) => {
        settled.push('background');
        return answers;
      });
    const job = pool.run([item([echo], 'http://e.org/first')]).then((answers) => {
      settled.push('job');
      return answers;
    });
    const [jobAnswers, backgroundAnswers] = await Promise.all([job, background]);
    expect(settled).toEqual(['job', 'background']);
    expect(jobAnswers[0]?.fields?.unitid).toBe('first');
    expect(backgroundAnswers).toHaveLength(200);
  });

  it('answers every item in input order, across threads and chunks', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 2, watchdogMs: 5_000, chunkSize: 3 });
    const urls = Array.from({ length: 20 }, (_, index) => `http://e.org/a${String(index)}`);
    const answers = await pool.run(urls.map((url) => item([echo], url)));
    expect(answers.map((answer) => answer.fields?.unitid)).toEqual(
      urls.map((_, index) => `a${String(index)}`),
    );
    expect(answers.every((answer) => answer.winner === 0 && answer.urlOnly)).toBe(true);
  });

  it('tries the parsers of an item in order and says which one answered', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const [answer] = await pool.run([item([loop, echo], 'http://e.org/x')]);
    expect(answer).toMatchObject({ winner: 1, fields: { unitid: 'x' } });
  });

  it('says when a parser read more of the event than its URL', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const [answer] = await pool.run([item([sized], 'http://e.org/x', { size: '12' })]);
    expect(answer).toMatchObject({ fields: { size: '12' }, urlOnly: false });
  });

  it('says which fields a parser read that it was not given', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const [partial, given, urlOnly] = await pool.run([
      item([sized], 'http://e.org/x', {}, []),
      item([sized], 'http://e.org/x', { size: '9' }, ['size']),
      item([echo], 'http://e.org/y', {}, []),
    ]);
    expect(partial).toEqual({
      winner: -1,
      urlOnly: false,
      missing: { id: sized, fields: ['size'] },
    });
    expect(given).toMatchObject({ winner: 0, fields: { size: '9' }, urlOnly: false });
    expect(urlOnly).toMatchObject({ winner: 0, fields: { unitid: 'y' } });
  });

  it('gives parsers Buffer, URL and the whole url module', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const encoded = Buffer.from('doc-42').toString('base64');
    const [answer] = await pool.run([item([usesGlobals], `http://g.org/p?b=${encoded}`)]);
    expect(answer).toMatchObject({
      winner: 0,
      fields: { unitid: 'doc-42', host: 'g.org', again: 'x.org' },
    });
  });

  it('ends a thread stuck in a call: that item times out, the others are answered', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 100, chunkSize: 10 });
    const answers = await pool.run([
      item([echo], 'http://e.org/before'),
      item([loop, echo], 'http://e.org/hang'),
      item([loop], 'http://e.org/hang'),
      item([echo], 'http://e.org/after'),
    ]);
    expect(answers[0]).toMatchObject({ winner: 0, fields: { unitid: 'before' } });
    // The stuck parser is cut; the next candidate still gets its turn.
    expect(answers[1]).toMatchObject({ winner: 1, fields: { unitid: 'hang' }, timeouts: [loop] });
    expect(answers[2]).toMatchObject({ winner: -1, timeouts: [loop] });
    expect(answers[3]).toMatchObject({ winner: 0, fields: { unitid: 'after' } });
    expect(pool.isQuarantined(loop)).toBe(false);
  });

  it('ends a thread stuck loading a parser (its top level never returns) as one stuck in a call', async () => {
    pool = new RecognitionPool({
      parsers: specs,
      threads: 1,
      watchdogMs: 100,
      loadWatchdogMs: 300,
    });
    const answers = await pool.run([
      item([stuckAtLoad, echo], 'http://e.org/first'),
      item([echo], 'http://e.org/second'),
    ]);
    expect(answers[0]).toMatchObject({
      winner: 1,
      fields: { unitid: 'first' },
      timeouts: [stuckAtLoad],
    });
    expect(answers[1]).toMatchObject({ winner: 0, fields: { unitid: 'second' } });
  });

  it("gives a parser's first load the load budget, not one call's", async () => {
    // A busy machine stretches one-time work (a 1 s call budget once ended a load in CI).
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 100 });
    const [answer] = await pool.run([item([slowAtLoad], 'http://e.org/x')]);
    expect(answer).toMatchObject({ winner: 0, fields: { unitid: 'loaded' } });
    expect(answer?.timeouts).toBeUndefined();
  });

  it('leaves a parser out once it has timed out three times', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 50 });
    for (let round = 0; round < 3; round += 1) {
      expect(pool.isQuarantined(loop)).toBe(false);
      const [answer] = await pool.run([item([loop], 'http://e.org/hang')]);
      expect(answer?.timeouts).toEqual([loop]);
    }
    expect(pool.isQuarantined(loop)).toBe(true);
  });

  it('stops calling a parser quarantined while the rest of its batch waited', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 50 });
    const names = ['a', 'hang', 'hang', 'b', 'hang', 'hang', 'hang', 'hang', 'c'];
    const answers = await pool.run(
      names.map((name) =>
        name === 'hang'
          ? item([loop, echo], 'http://e.org/hang')
          : item([echo], `http://e.org/${name}`),
      ),
    );
    // Three calls ran into the watchdog; the three after them skipped the parser, saying so.
    expect(pool.isQuarantined(loop)).toBe(true);
    expect(answers.map((answer) => answer.fields?.unitid)).toEqual(names);
    expect(answers.filter((answer) => answer.timeouts?.includes(loop))).toHaveLength(3);
    expect(answers.filter((answer) => answer.skipped?.includes(loop))).toHaveLength(3);
    // The echo parser after it still answered each, at its own place among the candidates.
    expect(answers.filter((answer) => answer.winner === 1)).toHaveLength(6);
  });

  it('survives a parser that exhausts its thread memory: that item fails, the rest goes on', async () => {
    pool = new RecognitionPool({
      parsers: specs,
      threads: 1,
      watchdogMs: 60_000,
      threadHeapMb: 16,
    });
    const answers = await pool.run([
      item([echo], 'http://e.org/one'),
      item([hoard], 'http://e.org/boom'),
      item([echo], 'http://e.org/two'),
    ]);
    expect(answers[1]).toMatchObject({ winner: -1, urlOnly: false });
    expect(answers[1]?.failures?.[0]?.message).toMatch(/recognition thread/);
    expect([answers[0]?.fields?.unitid, answers[2]?.fields?.unitid]).toEqual(['one', 'two']);
  });

  it('loses only the items that end their thread, however many share a chunk', async () => {
    pool = new RecognitionPool({
      parsers: specs,
      threads: 1,
      watchdogMs: 60_000,
      threadHeapMb: 16,
    });
    const urls = ['a', 'boom', 'b', 'boom', 'c', 'boom', 'd'];
    const answers = await pool.run(
      urls.map((name) =>
        name === 'boom' ? item([hoard], 'http://e.org/boom') : item([echo], `http://e.org/${name}`),
      ),
    );
    expect(answers.map((answer) => answer.fields?.unitid ?? null)).toEqual([
      'a',
      null,
      'b',
      null,
      'c',
      null,
      'd',
    ]);
    expect(answers.filter((answer) => answer.failures?.[0]?.id === hoard)).toHaveLength(3);
  });

  it('reports a parser that throws or returns something else than an object as a failure', async () => {
    const thrower = addParser('thrower', `function () { throw new TypeError('bad rule'); }`);
    const stringy = addParser('stringy', `function () { return 'ARTICLE'; }`);
    const promising = addParser(
      'promising',
      `function () { return Promise.resolve({ rtype: 'TOC' }); }`,
    );
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    const answers = await pool.run([
      item([thrower], 'http://e.org/x'),
      item([stringy, echo], 'http://e.org/y'),
      item([promising], 'http://e.org/z'),
    ]);
    expect(answers[2]).toMatchObject({
      winner: -1,
      failures: [
        { id: promising, message: 'parser returned a promise instead of an object of fields' },
      ],
    });
    expect(answers[0]).toMatchObject({
      winner: -1,
      failures: [{ id: thrower, message: 'bad rule' }],
    });
    expect(answers[1]).toMatchObject({
      winner: 1,
      failures: [
        { id: stringy, message: 'parser returned a string instead of an object of fields' },
      ],
    });
  });

  it('ends its threads when an answer crosses close(), under a top-level await', () => {
    // The thread answers while this thread is blocked, so the answer is delivered after
    // close(): it used to let go of the ending thread, the event loop emptied and node exited
    // with code 13 (unsettled top-level await) before the thread had ended.
    const script = path.join(packDir, 'crossing.ts');
    writeFileSync(
      script,
      `import { RecognitionPool } from ${JSON.stringify(path.join(__dirname, 'recognition-pool.ts'))};
const pool = new RecognitionPool({ parsers: ${JSON.stringify(specs)}, threads: 1, watchdogMs: 10_000 });
await pool.run([{ ids: [${String(echo)}], input: { url: 'http://e.org/up' }, provided: null }]);
void pool.run([{ ids: [${String(pause)}], input: { url: 'http://s.org/x' }, provided: null }]).catch(() => undefined);
const until = Date.now() + 300;
while (Date.now() < until) {}
await pool.close();
process.stdout.write('closed');
`,
    );
    const child = spawnSync(
      process.execPath,
      ['--conditions=development', '--import', '@swc-node/register/esm-register', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect({ status: child.status, out: child.stdout }).toEqual({ status: 0, out: 'closed' });
  });

  it("prints no Node warning quoting a log's URL when a port is not a number", () => {
    // Legacy url.parse warns (DEP0170) once per thread on such a port; a log line's URL would
    // end up on stderr. Both the thread's own parse and the parser's require('url') meet one.
    const lenient = addParser(
      'lenient',
      `function (parsed) {
        return { unitid: parsed.hostname + '|' + require('url').parse('http://x.org:abc/y').pathname };
      }`,
    );
    const script = path.join(packDir, 'lenient.ts');
    writeFileSync(
      script,
      `import { RecognitionPool } from ${JSON.stringify(path.join(__dirname, 'recognition-pool.ts'))};
const pool = new RecognitionPool({ parsers: ${JSON.stringify(specs)}, threads: 1, watchdogMs: 10_000 });
const answers = await pool.run([{ ids: [${String(lenient)}], input: { url: 'http://e.org:9z9/p' }, provided: null }]);
await pool.close();
process.stdout.write(String(answers[0]?.fields?.unitid));
`,
    );
    const child = spawnSync(
      process.execPath,
      ['--conditions=development', '--import', '@swc-node/register/esm-register', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect({ status: child.status, out: child.stdout, err: child.stderr }).toEqual({
      status: 0,
      out: 'e.org|/:abc/y',
      err: '',
    });
  });

  it('keeps the process alive while a thread works on a later run', () => {
    // The script's only pending work is the pool's second answer, asked once the thread is up
    // and idle: the busy thread must hold the process until it answers.
    const script = path.join(packDir, 'alive.ts');
    const slow = addParser(
      'slow',
      `function () { const until = Date.now() + 200; while (Date.now() < until) {} return { rtype: 'TOC' }; }`,
    );
    writeFileSync(
      script,
      `import { RecognitionPool } from ${JSON.stringify(path.join(__dirname, 'recognition-pool.ts'))};
const pool = new RecognitionPool({ parsers: ${JSON.stringify(specs)}, threads: 1, watchdogMs: 10_000 });
const item = { ids: [${String(slow)}], input: { url: 'http://e.org/x' }, provided: null };
void pool.run([item]).then(() => {
  setTimeout(() => {
    void pool.run([item]).then((answers) => {
      process.stdout.write(JSON.stringify(answers[0]?.fields));
    });
  }, 50);
});
`,
    );
    const child = spawnSync(
      process.execPath,
      ['--conditions=development', '--import', '@swc-node/register/esm-register', script],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.stdout).toBe('{"rtype":"TOC"}');
    expect(child.status).toBe(0);
  });

  it('ends its threads once idle for idleMs, and starts one again for the next run', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000, idleMs: 20 });
    const first = await pool.run([item([echo], 'http://e.org/one')]);
    expect(first[0]?.fields?.unitid).toBe('one');
    // No job runs: the thread, its heap and its loaded parsers are given back.
    await waitFor(() => pool?.threadCount === 0);
    expect(pool.threadCount).toBe(0);
    const again = await pool.run([item([echo], 'http://e.org/two')]);
    expect(again[0]?.fields?.unitid).toBe('two');
    expect(pool.threadCount).toBe(1);
  });

  it('keeps its threads while runs follow each other within idleMs', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000, idleMs: 60_000 });
    await pool.run([item([echo], 'http://e.org/one')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.threadCount).toBe(1);
    const again = await pool.run([item([echo], 'http://e.org/two')]);
    expect(again[0]?.fields?.unitid).toBe('two');
  });

  it('refuses work once closed', async () => {
    pool = new RecognitionPool({ parsers: specs, threads: 1, watchdogMs: 5_000 });
    await pool.close();
    await expect(pool.run([item([echo], 'http://e.org/x')])).rejects.toThrow(/closed/);
  });
});
