import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SRC = path.resolve(__dirname, '..');

/**
 * Every native platform's rules against adversarial URLs of 300 characters on two of its
 * domains, in a child process WITHOUT the regex backtracking guard of the apps: this checks the
 * rules themselves. A rule with catastrophic backtracking would not finish; the child is then
 * killed and the test fails (a hang detector with a generous limit, not a speed assertion; the
 * bench measures speed). 300 characters are enough to expose exponential backtracking (the
 * naxos catch-all rule hung here); polynomial rules are slow only on longer URLs, and the apps'
 * regex guard (regex-guard.ts of each app) bounds those at run time.
 */
describe('platform rules on adversarial URLs', () => {
  it('recognise every adversarial URL of every native platform without hanging', async () => {
    const script = `
      const { compileNativeParsers } = await import(${JSON.stringify(path.join(SRC, 'recognition/load-catalog.ts'))});
      const { Recognizer } = await import(${JSON.stringify(path.join(SRC, 'recognition/recognizer.ts'))});
      const { adversarialUrls } = await import(${JSON.stringify(path.join(SRC, 'hostile/adversarial-urls.ts'))});
      const parsers = compileNativeParsers();
      const recognizer = new Recognizer(parsers);
      let urls = 0;
      for (const parser of parsers) {
        for (const domain of parser.info.domains.slice(0, 2)) {
          const host = domain.replace(/^\\*\\./, 'x.');
          for (const url of adversarialUrls(host, 300)) {
            recognizer.recognize({ url });
            urls += 1;
          }
        }
      }
      process.stdout.write('checked=' + parsers.length + ':' + urls);
    `;
    const { stdout } = await run(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script],
      { timeout: 120_000, cwd: path.resolve(SRC, '../../..'), maxBuffer: 1 << 20 },
    );
    const match = /checked=(\d+):(\d+)$/.exec(stdout);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThan(500);
    expect(Number(match![2])).toBeGreaterThan(100_000);
  }, 180_000);
});
