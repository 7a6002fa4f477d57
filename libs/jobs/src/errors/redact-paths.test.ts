import { redactPaths } from './redact-paths.js';

describe('redactPaths', () => {
  it.each([
    [
      "fatal: '/srv/sillage/data/missing.git' does not appear to be a git repository",
      "fatal: '…/missing.git' does not appear to be a git repository",
    ],
    ['/srv/packs/platforms is not a git working copy', '…/platforms is not a git working copy'],
    [
      'demo/manifest.json: cannot parse (/var/lib/x/staging-1/demo/manifest.json: Unexpected token)',
      'demo/manifest.json: cannot parse (…/manifest.json: Unexpected token)',
    ],
    ['cwd=/home/admin/app/ failed', 'cwd=…/app failed'],
  ])('hides the folders in %j', (message, expected) => {
    expect(redactPaths(message)).toBe(expected);
  });

  it.each([
    'cannot fast-forward to origin/main: not possible',
    'acs (tests.csv:3): expected http://www.example.org/a/b, got https://x.org/c',
    '2 test row(s) fail',
  ])('leaves %j as it is', (message) => {
    expect(redactPaths(message)).toBe(message);
  });
});
