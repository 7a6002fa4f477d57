import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_NATIVE_DEFINITIONS, writeTestPack } from '../testing/verification-pack.js';
import { formatVerification } from './format-verification.js';
import { urlVariants } from './url-variants.js';
import { verifyPlatforms } from './verify-platforms.js';
import type { PlatformVerdict, VerificationReport } from './verification.types.js';

let pack: { dir: string; remove: () => void };
let report: VerificationReport;

const verdictOf = (name: string): PlatformVerdict => {
  const verdict = report.platforms.find((entry) => entry.platform === name);
  if (verdict === undefined) {
    throw new Error(`no verdict for ${name}`);
  }
  return verdict;
};

beforeAll(async () => {
  pack = writeTestPack();
  const logs = path.join(pack.dir, 'access.log');
  writeFileSync(
    logs,
    '1.2.3.4 - - [01/Jan/2024:00:00:00 +0100] "GET http://www.alpha.org/article/98765 HTTP/1.1" 200 10\n' +
      '1.2.3.4 - - [01/Jan/2024:00:00:01 +0100] "GET http://unknown.example.com/a HTTP/1.1" 200 10\n',
  );
  report = await verifyPlatforms({
    packs: [pack.dir],
    logs: [logs],
    nativeDefinitions: TEST_NATIVE_DEFINITIONS,
    threads: 1,
  });
}, 60_000);

afterAll(() => {
  pack.remove();
});

describe('verifyPlatforms', () => {
  it('gives a verdict for each platform both native and in the pack, and only those', () => {
    expect(report.platforms.map((verdict) => verdict.platform).sort()).toEqual([
      'alpha',
      'beta',
      'delta',
      'epsilon',
      'gamma',
      'theta',
      'zeta',
    ]);
  });

  it('serves natively a platform equal on its rows, log URLs and their variants', () => {
    const alpha = verdictOf('alpha');
    expect(alpha).toMatchObject({ serving: 'native', differing: 0, manifest: [] });
    // Two inputs (table row, log URL) and their variants (every one of the row's, six of the log's).
    expect(alpha.tried).toBeGreaterThan(15);
    expect(alpha.equal).toBe(alpha.tried);
    expect(alpha.answered).toBeGreaterThanOrEqual(2);
    expect(alpha.tableRows).toBe(1);
  });

  it('leaves to the pack a platform that differs on one generated variant, with both answers', () => {
    const beta = verdictOf('beta');
    expect(beta.serving).toBe('pack');
    expect(beta.differing).toBeGreaterThan(0);
    expect(beta.differences).toContainEqual({
      url: 'http://www.beta.org/doc/4567/',
      native: { kind: 'unqualified' },
      pack: {
        kind: 'recognized',
        platform: 'beta',
        platformName: 'Beta',
        fields: { rtype: 'BOOK', mime: 'PDF', unitid: '4567' },
        granted: true,
      },
    });
    expect(beta.equal + beta.differing).toBe(beta.tried);
  });

  it('leaves to the pack a platform that differs on a URL only its parser source quotes', () => {
    const epsilon = verdictOf('epsilon');
    expect(epsilon.serving).toBe('pack');
    // The trailing ")." of the comment is not part of the URL.
    expect(epsilon.differences).toContainEqual({
      url: 'http://www.epsilon.org/pdf/77.pdf',
      native: { kind: 'unqualified' },
      pack: {
        kind: 'recognized',
        platform: 'epsilon',
        platformName: 'Epsilon',
        fields: { rtype: 'ARTICLE', mime: 'PDF', unitid: '77' },
        granted: true,
      },
    });
    // Alpha's quoted URL is tried too, and answered alike.
    expect(verdictOf('alpha').serving).toBe('native');
  });

  it("leaves to the pack a platform that differs on a URL made to match its parser's regex", () => {
    const zeta = verdictOf('zeta');
    expect(zeta.serving).toBe('pack');
    const [difference] = zeta.differences;
    expect(difference?.url).toMatch(/^https:\/\/www\.zeta\.org\/book\/[a-z]+\.epub$/);
    expect(difference?.native).toEqual({ kind: 'unqualified' });
    expect(difference?.pack).toMatchObject({ kind: 'recognized', fields: { rtype: 'BOOK' } });
  });

  it('leaves to the pack a platform no URL exercised', () => {
    expect(verdictOf('gamma')).toMatchObject({ serving: 'pack', differing: 0, answered: 0 });
    expect(verdictOf('gamma').tableRows).toBe(1);
  });

  it('leaves to the pack a platform equal wherever tried but on no row of its own test table', () => {
    const theta = verdictOf('theta');
    expect(theta).toMatchObject({ serving: 'pack', differing: 0, tableRows: 0 });
    // The URL its parser quotes and that URL's variants reached it, and the pack answered them.
    expect(theta.answered).toBeGreaterThan(0);
    expect(theta.equal).toBe(theta.tried);
  });

  it('serves natively a platform with equal answers whose hosts differ, listing them', () => {
    // Served natively, it keeps the pack's manifest (hosts included): only answers count.
    const delta = verdictOf('delta');
    expect(delta).toMatchObject({ serving: 'native', differing: 0 });
    expect(delta.equal).toBeGreaterThan(0);
    expect(delta.manifest).toEqual(['hosts only in the pack: delta.example.net']);
  });

  it('counts its inputs and keys the report by pack content and code', () => {
    expect(report.inputs).toMatchObject({ table: 6, quoted: 4, log: 2, list: 0 });
    expect(report.inputs.generated).toBeGreaterThan(0);
    expect(report.inputs.variants).toBeGreaterThan(30);
    // The temporary pack is no git copy: its version is a hash of its files.
    expect(report.packKey).toMatch(/^content:[0-9a-f]{24}$/);
    expect(report.codeKey).toMatch(/^[0-9a-f]{24}$/);
  });

  it('gives the same verdicts for the same seed', async () => {
    const again = await verifyPlatforms({
      packs: [pack.dir],
      logs: [path.join(pack.dir, 'access.log')],
      nativeDefinitions: TEST_NATIVE_DEFINITIONS,
      threads: 1,
    });
    const strip = (entry: VerificationReport) =>
      entry.platforms.map(({ platform, serving, tried, equal, differences }) => ({
        platform,
        serving,
        tried,
        equal,
        differences,
      }));
    expect(strip(again)).toEqual(strip(report));
  }, 60_000);

  it('tries the variants of several seeds, so a verdict does not hang on one draw', async () => {
    // A native rule equal to the pack's but on one URL that only the next seed's variants reach.
    const row = 'http://www.eta.org/item/abc123';
    const first = new Set(urlVariants(row, 1));
    const reached = urlVariants(row, 2).find(
      (url) => !first.has(url) && /^http:\/\/www\.eta\.org\/item\/[a-z0-9]{6}$/.test(url),
    );
    expect(reached).toBeDefined();
    const segment = reached?.split('/').pop() ?? '';
    const folder = path.join(pack.dir, 'eta');
    mkdirSync(path.join(folder, 'test'), { recursive: true });
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({ name: 'eta', longname: 'Eta', domains: ['www.eta.org'] }),
    );
    writeFileSync(
      path.join(folder, 'parser.js'),
      `var Parser = require('../.lib/parser.js');
module.exports = new Parser(function analyseEC(parsedUrl) {
  return /^\\/item\\/[a-z0-9]+$/i.test(parsedUrl.pathname) ? { rtype: 'BOOK', mime: 'HTML' } : {};
});
`,
    );
    writeFileSync(
      path.join(folder, 'test', 'eta.csv'),
      `out-rtype;out-mime;in-url\nBOOK;HTML;${row}\n`,
    );
    const eta = await verifyPlatforms({
      packs: [pack.dir],
      only: ['eta'],
      seed: 1,
      nativeDefinitions: [
        {
          name: 'eta',
          longName: 'Eta',
          domains: ['www.eta.org'],
          rules: [
            {
              path: new RegExp(`^/item/(?!${segment}$)[a-z0-9]+$`, 'i'),
              fields: { rtype: 'BOOK', mime: 'HTML' },
            },
          ],
        },
      ],
      threads: 1,
    });
    expect(eta.platforms).toHaveLength(1);
    expect(eta.platforms[0]).toMatchObject({
      platform: 'eta',
      serving: 'pack',
      differing: 1,
      differences: [{ url: reached, native: { kind: 'unqualified' } }],
    });
  }, 60_000);

  it('prints one row per platform and each difference with both answers', () => {
    const text = formatVerification(report).join('\n');
    expect(text).toMatch(/^alpha +native +\d+ +\d+ +0 +1$/m);
    expect(text).toMatch(/^beta +pack +\d+ +\d+ +[1-9]\d* +1$/m);
    expect(text).toContain(
      '  http://www.beta.org/doc/4567/\n    native: nothing (unqualified)\n    pack:   {"rtype":"BOOK","mime":"PDF","unitid":"4567"} (beta: Beta)',
    );
    expect(text).toContain('gamma: pack (never exercised');
    expect(text).toContain('  manifest: hosts only in the pack: delta.example.net');
    expect(text).toContain('theta: pack (not proven: no row of its test table was tried');
    expect(text).toContain('7 platforms both native and in the pack: 2 serve natively');
    expect(text).toContain('URLs: 6 table rows, 4 quoted by the parsers, ');
  });
});
