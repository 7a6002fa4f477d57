import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'node:url';

// Node warns once per thread, so each case runs in a fresh node: in this jest worker another
// test file may already have spent the warning.
function runNode(script: string) {
  const child = spawnSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script],
    { encoding: 'utf8', timeout: 60_000, cwd: path.resolve(__dirname, '../../../..') },
  );
  return { status: child.status, stdout: child.stdout, stderr: child.stderr };
}

const MODULE = JSON.stringify(path.join(__dirname, 'legacy-url.ts'));
const INVALID_PORTS = ['http://www.example.org:8x8/a/b?c=1', 'https://example.org:port/p'];

describe('parseLegacyUrl', () => {
  it('answers as url.parse, without a DEP0170 warning quoting a URL with a non-numeric port', () => {
    const child = runNode(`
      const { parseLegacyUrl } = await import(${MODULE});
      const urls = ${JSON.stringify(INVALID_PORTS)};
      const answers = urls.map((url) => parseLegacyUrl(url, true));
      // The packs' own require('url') shares the spent warning.
      const url = await import('node:url');
      answers.push(url.parse('http://other.example.org:abc/'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      process.stdout.write(JSON.stringify(answers.map((a) => [a.hostname, a.pathname, a.query])));
    `);
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    // Node's own parser, what the reference runs, in this process.
    /* eslint-disable @typescript-eslint/no-deprecated */
    const expected = [
      ...INVALID_PORTS.map((url) => parse(url, true)),
      parse('http://other.example.org:abc/'),
    ].map((answer) => [answer.hostname, answer.pathname, answer.query]);
    /* eslint-enable @typescript-eslint/no-deprecated */
    expect(JSON.parse(child.stdout)).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it('mutes nothing else: later warnings still reach stderr', () => {
    const child = runNode(`
      await import(${MODULE});
      process.emitWarning('still shown', 'DeprecationWarning', 'DEP0999');
      await new Promise((resolve) => setTimeout(resolve, 20));
    `);
    expect(child.status).toBe(0);
    expect(child.stderr).toContain('[DEP0999] DeprecationWarning: still shown');
  });

  it('is what the bare url.parse would warn about (the warning this module spends is real)', () => {
    const child = runNode(`
      const url = await import('node:url');
      url.parse(${JSON.stringify(INVALID_PORTS[0])});
      await new Promise((resolve) => setTimeout(resolve, 20));
    `);
    expect(child.stderr).toContain('DEP0170');
  });
});
