import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPlatformCatalog } from '../recognition/load-catalog.js';
import {
  listPackPlatformFolders,
  listPlatformsWithoutParser,
  type PackProblem,
} from './load-packs.js';
import type { RecognitionTrace } from '../recognition/recognition.types.js';
import { runTestTables } from '../runner/run-test-tables.js';

let packDir: string;

function addPlatform(
  name: string,
  domains: string[],
  parser: string,
  csv?: string,
  extra: Record<string, string> = {},
): void {
  const dir = path.join(packDir, name);
  mkdirSync(path.join(dir, 'test'), { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({ name, longname: `${name} long`, domains }),
  );
  writeFileSync(path.join(dir, 'parser.js'), parser);
  if (csv !== undefined) {
    writeFileSync(path.join(dir, 'test', `${name}.2024-01-01.csv`), csv);
  }
  for (const [file, content] of Object.entries(extra)) {
    writeFileSync(path.join(dir, file), content);
  }
}

beforeAll(() => {
  packDir = mkdtempSync(path.join(tmpdir(), 'sillage-pack-'));
  addPlatform(
    'demo',
    ['www.demo.org', 'shared.org'],
    `#!/usr/bin/env node
'use strict';
var Parser = require('../.lib/parser.js');
var kinds = require('./kinds.json');
module.exports = new Parser(function analyseEC(parsedUrl, ec) {
  var result = {};
  var match;
  if ((match = /^\\/(article|abstract)\\/([0-9]+)$/i.exec(parsedUrl.pathname)) !== null) {
    result.rtype = kinds[match[1]];
    result.mime = 'HTML';
    result.unitid = match[2];
    result.size_seen = ec.size;
  } else if (parsedUrl.query.q) {
    result.rtype = 'SEARCH';
    result.search_term = parsedUrl.query.q;
    result.hits = 0;
  }
  return result;
});
`,
    'out-rtype;out-mime;out-unitid;out-size_seen;out-search_term;out-hits;in-size;in-url\n' +
      'ARTICLE;HTML;12;500;;;500;http://www.demo.org/article/12\n' +
      'ABS;HTML;13;;;;;http://www.demo.org/abstract/13\n' +
      'SEARCH;;;;caf\u00e9 au lait;0;;http://www.demo.org/search?q=caf%25C3%25A9+au+lait\n' +
      ';;;;;;;http://www.demo.org/article/%E9\n' +
      'TOC;HTML;99;;;;;http://www.demo.org/article/99\n',
    { 'kinds.json': '{"article":"ARTICLE","abstract":"ABS"}' },
  );
  addPlatform(
    'crashing',
    ['shared.org', 'crash.org'],
    "var P = require('../.lib/parser.js'); module.exports = new P(function (u) { return u.query.x.y.z; });",
  );
  addPlatform(
    'looping',
    ['loop.org'],
    "var P = require('../.lib/parser.js'); module.exports = new P(function () { for (;;) {} });",
  );
  addPlatform('greedy', ['greedy.org'], "var fs = require('fs'); module.exports = fs;");
  addPlatform(
    'sd',
    ['www.sciencedirect.com'],
    "var P = require('../.lib/parser.js'); module.exports = new P(function () { return { rtype: 'FROM_PACK' }; });",
  );
});

afterAll(() => {
  rmSync(packDir, { recursive: true, force: true });
});

function addPkbDomainsPlatform(): void {
  const dir = path.join(packDir, 'kbhosted');
  mkdirSync(path.join(dir, 'pkb'), { recursive: true });
  writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      name: 'kbhosted',
      longname: 'KB hosted',
      docurl: ' http://analyses.example.org/platforms/kbhosted ',
      domains: [],
      'pkb-domains': 'title_url',
    }),
  );
  writeFileSync(
    path.join(dir, 'parser.js'),
    "var P = require('../.lib/parser.js'); module.exports = new P(function (u) { return { rtype: 'TOC', unitid: u.hostname }; });",
  );
  const kbart = (url: string) => `publication_title\ttitle_url\ttitle_id\nA journal\t${url}\tj1\n`;
  writeFileSync(
    path.join(dir, 'pkb', 'KB_AllTitles_2020-01-01.txt'),
    kbart('https://j1.kbhost.org/loi/j1'),
  );
  // Only dated names are read, as in the reference.
  writeFileSync(path.join(dir, 'pkb', 'KB_draft.txt'), kbart('https://draft.kbhost.org/'));
}

describe('pack platforms with pkb-domains', () => {
  beforeAll(addPkbDomainsPlatform);
  afterAll(() => {
    rmSync(path.join(packDir, 'kbhosted'), { recursive: true, force: true });
  });

  it('take their hosts from the named column of their dated KBART files', async () => {
    const catalog = await loadPlatformCatalog({ packs: [packDir] });
    const info = catalog.platforms.find((platform) => platform.name === 'kbhosted');
    expect(info).toEqual(
      expect.objectContaining({
        pkbDomainColumn: 'title_url',
        domains: ['j1.kbhost.org'],
        docUrl: 'http://analyses.example.org/platforms/kbhosted',
      }),
    );
    expect(catalog.recognize({ url: 'https://j1.kbhost.org/toc/1' })).toMatchObject({
      kind: 'recognized',
      platform: 'kbhosted',
      fields: { rtype: 'TOC', unitid: 'j1.kbhost.org' },
    });
    expect(catalog.recognize({ url: 'https://draft.kbhost.org/' }).kind).toBe('unknown-domain');
    await catalog.close();
  });
});

describe('pack platform manifests', () => {
  let manifestPack: string;
  beforeAll(() => {
    manifestPack = mkdtempSync(path.join(tmpdir(), 'sillage-manifest-pack-'));
    const write = (name: string, manifest: Record<string, unknown>) => {
      mkdirSync(path.join(manifestPack, name));
      writeFileSync(path.join(manifestPack, name, 'manifest.json'), JSON.stringify(manifest));
      writeFileSync(
        path.join(manifestPack, name, 'parser.js'),
        "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
      );
    };
    write('described', {
      name: 'described',
      longname: 'Described platform',
      describe: 'Recognizes the accesses to the platform Described',
      version: '2018-04-13',
      contact: 'someone@example.org',
      domains: ['described.example.org'],
    });
    // As two manifests of the community catalog do: an empty contact is no contact.
    write('bare', { name: 'bare', longname: 'Bare', contact: '', domains: ['bare.example.org'] });
  });
  afterAll(() => {
    rmSync(manifestPack, { recursive: true, force: true });
  });

  it('carry their describe, version and contact into the catalog when they give them', async () => {
    const catalog = await loadPlatformCatalog({ packs: [manifestPack] });
    try {
      const byName = new Map(catalog.platforms.map((platform) => [platform.name, platform]));
      expect(byName.get('described')).toEqual(
        expect.objectContaining({
          source: 'pack',
          describe: 'Recognizes the accesses to the platform Described',
          version: '2018-04-13',
          contact: 'someone@example.org',
        }),
      );
      const bare = byName.get('bare');
      expect(bare).toBeDefined();
      expect(bare).not.toHaveProperty('describe');
      expect(bare).not.toHaveProperty('version');
      expect(bare).not.toHaveProperty('contact');
    } finally {
      await catalog.close();
    }
  });
});

describe('pack platform names', () => {
  it('says which folder is left out when two name one platform, and serves the first', async () => {
    const pack = mkdtempSync(path.join(tmpdir(), 'sillage-twin-pack-'));
    try {
      for (const folder of ['twin-a', 'twin-b']) {
        mkdirSync(path.join(pack, folder));
        writeFileSync(
          path.join(pack, folder, 'manifest.json'),
          JSON.stringify({ name: 'twin', domains: [`${folder}.example.org`] }),
        );
        writeFileSync(
          path.join(pack, folder, 'parser.js'),
          `var P = require('../.lib/parser.js'); module.exports = new P(function () { return { rtype: '${folder}' }; });`,
        );
      }
      const problems: PackProblem[] = [];
      const catalog = await loadPlatformCatalog({ packs: [pack], threads: 0, problems });
      try {
        expect(problems.map((problem) => problem.folder)).toEqual([path.join(pack, 'twin-b')]);
        expect(problems[0]?.message).toMatch(/names the platform "twin", as twin-a does/);
        expect(catalog.recognize({ url: 'http://twin-a.example.org/x' })).toMatchObject({
          kind: 'recognized',
          fields: { rtype: 'twin-a' },
        });
      } finally {
        await catalog.close();
      }
    } finally {
      rmSync(pack, { recursive: true, force: true });
    }
  });
});

describe('pack platform names across packs', () => {
  it('names the folder of a later pack whose platform an earlier pack serves', async () => {
    const packs = ['first', 'second'].map((name) =>
      mkdtempSync(path.join(tmpdir(), `sillage-${name}-pack-`)),
    );
    try {
      for (const [index, pack] of packs.entries()) {
        mkdirSync(path.join(pack, 'shared'));
        writeFileSync(
          path.join(pack, 'shared', 'manifest.json'),
          JSON.stringify({ name: 'shared', domains: [`pack${String(index)}.example.org`] }),
        );
        writeFileSync(
          path.join(pack, 'shared', 'parser.js'),
          `var P = require('../.lib/parser.js'); module.exports = new P(function () { return { rtype: 'pack${String(index)}' }; });`,
        );
      }
      const problems: PackProblem[] = [];
      const catalog = await loadPlatformCatalog({ packs, threads: 0, problems });
      try {
        expect(problems.map((problem) => problem.folder)).toEqual([
          path.join(packs[1] ?? '', 'shared'),
        ]);
        expect(problems[0]?.message).toContain(
          `names the platform "shared", as ${path.join(packs[0] ?? '', 'shared')} does`,
        );
        expect(catalog.recognize({ url: 'http://pack0.example.org/x' })).toMatchObject({
          kind: 'recognized',
          fields: { rtype: 'pack0' },
        });
      } finally {
        await catalog.close();
      }
    } finally {
      for (const pack of packs) {
        rmSync(pack, { recursive: true, force: true });
      }
    }
  });
});

const NOT_CALLED_MESSAGE = 'not called: it ran past its time budget too often in this process';

describe('ezPAARSE parser packs', () => {
  it('runs a pack test table with the reference calling contract and exact-match rule', async () => {
    const catalog = await loadPlatformCatalog({ packs: [packDir] });
    const report = runTestTables(packDir, catalog, ['demo']);
    expect(report.failures.map((f) => f.url)).toEqual(['http://www.demo.org/article/99']);
    expect([report.passed, report.failed]).toEqual([4, 1]);
    await catalog.close();
  });

  it('fails the rows of a parser whose answer throws when read, and tests the others', async () => {
    addPlatform(
      'tricky',
      ['tricky.org'],
      `var P = require('../.lib/parser.js');
module.exports = new P(function (u) {
  if (u.pathname === '/getter') { return { get rtype() { throw new Error('getter boom'); } }; }
  var a = ['x']; a.push(a);
  return { rtype: { toString: function () { throw new Error('string boom'); } }, unitid: a };
});
`,
      'out-rtype;out-unitid;in-url\nTOC;x;http://tricky.org/getter\nTOC;x;http://tricky.org/string\n',
    );
    try {
      const catalog = await loadPlatformCatalog({ packs: [packDir] });
      const report = runTestTables(packDir, catalog, ['demo', 'tricky']);
      expect([report.passed, report.failed]).toEqual([4, 3]);
      expect(report.failures.filter((failure) => failure.platform === 'tricky')).toEqual([
        expect.objectContaining({ error: 'getter boom' }),
        expect.objectContaining({ error: 'string boom' }),
      ]);
      await catalog.close();
    } finally {
      rmSync(path.join(packDir, 'tricky'), { recursive: true, force: true });
    }
  });

  it('recognises events of pack platforms, after a crashing candidate', async () => {
    const traces: RecognitionTrace[] = [];
    const catalog = await loadPlatformCatalog({ packs: [packDir], onTrace: (t) => traces.push(t) });
    expect(catalog.recognize({ url: 'http://shared.org/article/7' })).toEqual({
      kind: 'recognized',
      platform: 'demo',
      platformName: 'demo long',
      source: 'pack',
      fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '7' },
      granted: true,
      // This parser read `ec.size`: its outcome is not reused for another event with the URL.
      urlOnly: false,
    });
    expect(catalog.recognize({ url: 'http://crash.org/x' })).toEqual({
      kind: 'unqualified',
      platform: 'crashing',
      // It read nothing but the URL before throwing: the same URL fails the same way.
      urlOnly: true,
    });
    expect(traces.map((t) => [t.platform, t.kind])).toEqual([
      ['crashing', 'error'],
      ['crashing', 'error'],
    ]);
  });

  it('cuts a parser that loops forever at its time budget and carries on', async () => {
    const traces: RecognitionTrace[] = [];
    const catalog = await loadPlatformCatalog({
      packs: [packDir],
      // Long enough for the next, ordinary call on a busy CI host; the loop costs this once.
      parserTimeBudgetMs: 1_000,
      onTrace: (t) => traces.push(t),
    });
    expect(catalog.recognize({ url: 'http://loop.org/x' })).toEqual({
      kind: 'unqualified',
      platform: 'looping',
      urlOnly: true,
    });
    expect(traces).toEqual([expect.objectContaining({ platform: 'looping', kind: 'timeout' })]);
    expect(catalog.recognize({ url: 'http://www.demo.org/abstract/1' })).toMatchObject({
      kind: 'recognized',
    });
  });

  it("loads a module whose top level takes longer than one call's budget", async () => {
    // Loading runs once (a machine under load can stretch it); only calls get the short budget.
    addPlatform(
      'slowload',
      ['slow.org'],
      `var Parser = require('../.lib/parser.js');
var until = Date.now() + 600;
while (Date.now() < until) {}
module.exports = new Parser(function () { return { rtype: 'TOC' }; });
`,
    );
    try {
      // Under the module's 600 ms of loading, yet wide enough for its one call on a busy host.
      const catalog = await loadPlatformCatalog({ packs: [packDir], parserTimeBudgetMs: 450 });
      expect(catalog.recognize({ url: 'http://slow.org/x' })).toMatchObject({
        kind: 'recognized',
        platform: 'slowload',
        fields: { rtype: 'TOC' },
      });
      await catalog.close();
    } finally {
      rmSync(path.join(packDir, 'slowload'), { recursive: true, force: true });
    }
  });

  it('warms the recognition threads: every pack parser is loaded before a job asks', async () => {
    addPlatform(
      'stamped',
      ['stamped.org'],
      `var P = require('../.lib/parser.js');
var loadedAt = Date.now();
module.exports = new P(function () { return { rtype: 'TOC', loaded_at: String(loadedAt) }; });
`,
    );
    const ask = async (warm: boolean) => {
      // The pack's looping parser is cut by the watchdog while warming, as in any call.
      const catalog = await loadPlatformCatalog({
        packs: [packDir],
        threads: 1,
        parserTimeBudgetMs: 1_000,
      });
      try {
        if (warm) {
          await catalog.warmUp();
        }
        const asked = Date.now();
        const [result] = await catalog
          .openSession()
          .recognizeBatch([{ url: 'http://stamped.org/x', domain: 'stamped.org' }]);
        expect(result).toMatchObject({ kind: 'recognized', platform: 'stamped', source: 'pack' });
        const loadedAt = result?.kind === 'recognized' ? Number(result.fields.loaded_at) : NaN;
        return { asked, loadedAt };
      } finally {
        await catalog.close();
      }
    };
    try {
      const cold = await ask(false);
      expect(cold.loadedAt).toBeGreaterThanOrEqual(cold.asked);
      const warm = await ask(true);
      expect(warm.loadedAt).toBeLessThanOrEqual(warm.asked);
    } finally {
      rmSync(path.join(packDir, 'stamped'), { recursive: true, force: true });
    }
  });

  // An answer read by the recognizer, not the parser: its getter or `toString` ran outside the
  // parser's guard and ended the recognition thread (and every URL it held) or the job.
  it.each([
    ['a getter that throws', `{ get rtype() { throw new Error('getter boom'); } }`, 'getter boom'],
    [
      'a value whose toString throws',
      `{ rtype: { toString() { throw new Error('string boom'); } } }`,
      'string boom',
    ],
  ])(
    'costs only its URL when its answer holds %s, inline and on threads',
    async (_case, answer, message) => {
      addPlatform(
        'hostile',
        ['hostile.org'],
        `var P = require('../.lib/parser.js');
module.exports = new P(function () { return ${answer}; });
`,
      );
      const urls = [
        { url: 'http://www.demo.org/article/1', domain: 'www.demo.org' },
        ...Array.from({ length: 4 }, (_, index) => ({
          url: `http://hostile.org/${String(index)}`,
          domain: 'hostile.org',
        })),
        { url: 'http://www.demo.org/article/2', domain: 'www.demo.org' },
      ];
      try {
        for (const threads of [0, 1]) {
          const traces: RecognitionTrace[] = [];
          const catalog = await loadPlatformCatalog({ packs: [packDir], threads });
          try {
            const session = catalog.openSession({ onTrace: (trace) => traces.push(trace) });
            const results = await session.recognizeBatch(urls);
            expect(results.map((result) => result.kind)).toEqual([
              'recognized',
              'unqualified',
              'unqualified',
              'unqualified',
              'unqualified',
              'recognized',
            ]);
            expect(traces.filter((trace) => trace.platform === 'hostile')).toHaveLength(4);
            expect(traces[0]).toMatchObject({ kind: 'error', message });
          } finally {
            await catalog.close();
          }
        }
      } finally {
        rmSync(path.join(packDir, 'hostile'), { recursive: true, force: true });
      }
    },
  );

  it('stops calling a parser that ran past its budget three times, without threads too', async () => {
    addPlatform(
      'looping',
      ['looping.org'],
      `var P = require('../.lib/parser.js');
module.exports = new P(function () { for (;;) {} });
`,
    );
    try {
      const traces: RecognitionTrace[] = [];
      const catalog = await loadPlatformCatalog({
        packs: [packDir],
        threads: 0,
        parserTimeBudgetMs: 50,
      });
      try {
        const session = catalog.openSession({ onTrace: (trace) => traces.push(trace) });
        const urls = Array.from({ length: 6 }, (_, index) => ({
          url: `http://looping.org/${String(index)}`,
          domain: 'looping.org',
        }));
        const results = await session.recognizeBatch(urls);
        expect(results.every((result) => result.kind === 'unqualified')).toBe(true);
        const messages = traces.map((trace) => trace.message);
        expect(messages.slice(0, 3).every((message) => /budget|time/.test(message))).toBe(true);
        expect(messages.slice(3)).toEqual(Array(3).fill(NOT_CALLED_MESSAGE));
      } finally {
        await catalog.close();
      }
    } finally {
      rmSync(path.join(packDir, 'looping'), { recursive: true, force: true });
    }
  });

  it('joins an answer holding itself as JavaScript does, instead of recursing for ever', async () => {
    addPlatform(
      'cyclic',
      ['cyclic.org'],
      `var P = require('../.lib/parser.js');
module.exports = new P(function () { var a = ['x']; a.push(a); return { rtype: 'TOC', unitid: a }; });
`,
    );
    try {
      const catalog = await loadPlatformCatalog({ packs: [packDir], threads: 0 });
      expect(catalog.recognize({ url: 'http://cyclic.org/x', domain: 'cyclic.org' })).toMatchObject(
        {
          kind: 'recognized',
          fields: { rtype: 'TOC', unitid: 'x,' },
        },
      );
      await catalog.close();
    } finally {
      rmSync(path.join(packDir, 'cyclic'), { recursive: true, force: true });
    }
  });

  it('gives the next job new recognition threads once they closed themselves', async () => {
    const catalog = await loadPlatformCatalog({ packs: [packDir], threads: 1 });
    try {
      const ask = () =>
        catalog
          .openSession()
          .recognizeBatch([{ url: 'http://www.demo.org/x', domain: 'www.demo.org' }]);
      expect((await ask())[0]?.kind).toBeDefined();
      // As the pool does when its threads cannot start: every later run of it is refused.
      await (catalog as unknown as { pool: { close(): Promise<void> } }).pool.close();
      expect((await ask())[0]?.kind).toBeDefined();
    } finally {
      await catalog.close();
    }
  });

  it('refuses modules outside the allowed set', async () => {
    const traces: RecognitionTrace[] = [];
    const catalog = await loadPlatformCatalog({ packs: [packDir], onTrace: (t) => traces.push(t) });
    expect(catalog.recognize({ url: 'http://greedy.org/x' })).toEqual({
      kind: 'unqualified',
      platform: 'greedy',
      urlOnly: true,
    });
    expect(traces[0]?.message).toMatch(/"fs" is not available/);
  });

  it.each([
    [{}, 'pack', 'FROM_PACK'],
    [{ nativeVerdicts: new Set(['sd']) }, 'native', 'TOC'],
    [{ nativeVerdicts: new Set(['sd']), packWins: true }, 'pack', 'FROM_PACK'],
    [{ nativeVerdicts: new Set(['other']) }, 'pack', 'FROM_PACK'],
  ])(
    'serves a platform of both sources from the pack unless proven equal (%j → %s)',
    async (options, source, rtype) => {
      const catalog = await loadPlatformCatalog({ packs: [packDir], ...options });
      expect(catalog.platforms.find((p) => p.name === 'sd')?.source).toBe(source);
      const result = catalog.recognize({
        url: 'https://www.sciencedirect.com/science/journal/01406736',
      });
      expect(result).toMatchObject({ platform: 'sd', source, fields: { rtype } });
    },
  );

  it('keeps the native platforms the pack does not have', async () => {
    const catalog = await loadPlatformCatalog({ packs: [packDir] });
    expect(catalog.platforms.find((p) => p.name === 'wiley')?.source).toBe('native');
    expect(catalog.platforms.find((p) => p.name === 'demo')?.source).toBe('pack');
  });
});

describe('listPackPlatformFolders', () => {
  it('lists the folders with a manifest.json, not dot-folders, the skeleton or other entries', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sillage-pack-folders-'));
    for (const name of ['beta', 'alpha', '.hidden', 'js-parser-skeleton']) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'manifest.json'), '{}');
    }
    mkdirSync(path.join(root, 'notes'));
    writeFileSync(path.join(root, 'README.md'), 'text\n');
    expect(listPackPlatformFolders(root)).toEqual([
      path.join(root, 'alpha'),
      path.join(root, 'beta'),
    ]);
    expect(listPackPlatformFolders(path.join(root, 'notes'))).toEqual([]);
    rmSync(root, { recursive: true, force: true });
  });
});

describe('listPlatformsWithoutParser', () => {
  it('names the platform folders whose parser.js is missing, a folder or a link to nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sillage-pack-parserless-'));
    const platform = (name: string) => {
      mkdirSync(path.join(root, name));
      writeFileSync(
        path.join(root, name, 'manifest.json'),
        JSON.stringify({ name, domains: [`${name}.example.org`] }),
      );
    };
    for (const name of ['fine', 'missing', 'folder', 'dangling']) {
      platform(name);
    }
    writeFileSync(
      path.join(root, 'fine', 'parser.js'),
      "var P = require('../.lib/parser.js'); module.exports = new P(function () { return {}; });",
    );
    mkdirSync(path.join(root, 'folder', 'parser.js'));
    symlinkSync(path.join(root, 'nowhere.js'), path.join(root, 'dangling', 'parser.js'));
    try {
      expect(listPlatformsWithoutParser(root)).toEqual(['dangling', 'folder', 'missing']);
      // The catalog leaves them out (the reference never registers them) and keeps the others.
      const catalog = await loadPlatformCatalog({ packs: [root], threads: 0 });
      try {
        const pack = catalog.platforms.filter((info) => info.source === 'pack');
        expect(pack.map((info) => info.name)).toEqual(['fine']);
      } finally {
        await catalog.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// What a pack's data can hold besides its parsers: links, odd manifests, stray files.
describe('pack data that is odd or broken', () => {
  let root: string;
  const parserJs =
    "var P = require('../.lib/parser.js'); module.exports = new P(function (u) { return { rtype: 'ARTICLE', unitid: u.hostname }; });";
  const folder = (name: string, manifest: unknown, parser = true) => {
    mkdirSync(path.join(root, name));
    writeFileSync(
      path.join(root, name, 'manifest.json'),
      typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    );
    if (parser) {
      writeFileSync(path.join(root, name, 'parser.js'), parserJs);
    }
  };
  const load = async () => {
    const problems: PackProblem[] = [];
    const catalog = await loadPlatformCatalog({ packs: [root], threads: 0, problems });
    const messages = Object.fromEntries(
      problems.map((problem) => [path.basename(problem.folder), problem.message]),
    );
    return { catalog, messages };
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'sillage-odd-pack-'));
    folder('good', { name: 'good', domains: ['good.example.org'] });
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('skips a link to nothing among the platform folders, and serves the others', async () => {
    symlinkSync(path.join(root, 'nowhere'), path.join(root, 'dangling'));
    expect(listPackPlatformFolders(root)).toEqual([path.join(root, 'good')]);
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({});
      expect(catalog.recognize({ url: 'http://good.example.org/a' })).toMatchObject({
        kind: 'recognized',
        platform: 'good',
      });
    } finally {
      await catalog.close();
    }
  });

  it('refuses, saying why, a manifest whose domains are no list or missing, so that the native rules of that name serve', async () => {
    folder('sd', { name: 'sd', domains: 'www.sciencedirect.com' });
    folder('nulled', { name: 'nulled', domains: null });
    folder('none', { name: 'none' });
    folder('kbonly', { name: 'kbonly', 'pkb-domains': 'title_url' });
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({
        sd: 'manifest domains is not a list of host names',
        nulled: 'manifest domains is not a list of host names',
        none: 'manifest has no domains (nor a pkb-domains column)',
      });
      // A pkb-domains manifest may list no domain of its own, as two real ones do.
      expect(catalog.platforms.map((info) => info.name)).toContain('kbonly');
      const sd = catalog.platforms.find((info) => info.name === 'sd');
      expect(sd?.source).toBe('native');
      expect(
        catalog.recognize({
          url: 'https://www.sciencedirect.com/science/article/pii/S0001457515300142/pdfft',
        }),
      ).toMatchObject({ kind: 'recognized', platform: 'sd' });
    } finally {
      await catalog.close();
    }
  });

  it('refuses a manifest.json that is no file or holds no JSON object, without reading a device', async () => {
    mkdirSync(path.join(root, 'device'));
    symlinkSync('/dev/zero', path.join(root, 'device', 'manifest.json'));
    writeFileSync(path.join(root, 'device', 'parser.js'), parserJs);
    folder('listed', '[{"name": "listed"}]');
    folder('nothing', 'null');
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({
        device: 'manifest.json is not a file',
        listed: 'manifest.json holds no JSON object',
        nothing: 'manifest.json holds no JSON object',
      });
    } finally {
      await catalog.close();
    }
  });

  it('reads a manifest that starts with a byte-order mark', async () => {
    folder(
      'marked',
      `\uFEFF${JSON.stringify({ name: 'marked', domains: ['marked.example.org'] })}`,
    );
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({});
      expect(catalog.recognize({ url: 'http://marked.example.org/a' })).toMatchObject({
        platform: 'marked',
      });
    } finally {
      await catalog.close();
    }
  });

  it('lets a folder without parser.js take no name from the folder of that name that serves', async () => {
    folder('a-noparser', { name: 'twin', domains: ['a.twin.example.org'] }, false);
    folder('b-real', { name: 'twin', domains: ['b.twin.example.org'] });
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({});
      expect(catalog.recognize({ url: 'http://b.twin.example.org/x' })).toMatchObject({
        kind: 'recognized',
        platform: 'twin',
        fields: { unitid: 'b.twin.example.org' },
      });
    } finally {
      await catalog.close();
    }
  });

  it('keeps a platform whose pkb is a file, not a folder: it serves its manifest domains', async () => {
    folder('stray', { name: 'stray', domains: ['stray.example.org'], 'pkb-domains': 'title_url' });
    writeFileSync(path.join(root, 'stray', 'pkb'), 'not a folder\n');
    const { catalog, messages } = await load();
    try {
      expect(messages).toEqual({});
      expect(catalog.recognize({ url: 'http://stray.example.org/x' })).toMatchObject({
        platform: 'stray',
      });
    } finally {
      await catalog.close();
    }
  });
});
