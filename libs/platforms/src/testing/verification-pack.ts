import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PlatformDefinition } from '../rules/rule.types.js';

/**
 * A small pack and native definitions for the differential check's tests:
 * - `alpha`: pack and native answer alike on every shape (→ native);
 * - `beta`: the native rule refuses a trailing slash the pack accepts (→ pack, on a variant);
 * - `gamma`: its one table row gets no answer, nor does any other URL (→ pack, never exercised);
 * - `delta`: alike, but the native platform lacks one of the pack's hosts (→ pack, manifest);
 * - `epsilon`: alike on its table row, but the native rule lacks a branch whose example URL only
 *   the parser's source quotes (→ pack, on the quoted URL);
 * - `zeta`: alike on its table row, but the native rule lacks a branch that only the parser's
 *   regex shows (→ pack, on a generated URL);
 * - `theta`: alike on every URL tried, the one its parser's source quotes and its variants, but
 *   with no test table (→ pack, not proven);
 * - `native-only`: not in the pack (no verdict).
 */
export const TEST_NATIVE_DEFINITIONS: PlatformDefinition[] = [
  {
    name: 'alpha',
    longName: 'Alpha',
    domains: ['www.alpha.org'],
    rules: [
      {
        path: /^\/article\/(?<id>[0-9]+)$/,
        fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
      },
    ],
  },
  {
    name: 'beta',
    longName: 'Beta',
    domains: ['www.beta.org'],
    rules: [
      { path: /^\/doc\/(?<id>[0-9]+)$/, fields: { rtype: 'BOOK', mime: 'PDF', unitid: '{id}' } },
    ],
  },
  {
    name: 'gamma',
    longName: 'Gamma',
    domains: ['www.gamma.org'],
    rules: [{ path: /^\/x$/, fields: { rtype: 'TOC' } }],
  },
  {
    name: 'delta',
    longName: 'Delta',
    domains: ['www.delta.org'],
    rules: [{ path: /^\/toc$/, fields: { rtype: 'TOC', mime: 'HTML' } }],
  },
  {
    name: 'epsilon',
    longName: 'Epsilon',
    domains: ['www.epsilon.org'],
    rules: [
      {
        path: /^\/article\/(?<id>[0-9]+)$/,
        fields: { rtype: 'ARTICLE', mime: 'HTML', unitid: '{id}' },
      },
    ],
  },
  {
    name: 'zeta',
    longName: 'Zeta',
    domains: ['www.zeta.org'],
    rules: [{ path: /^\/toc$/, fields: { rtype: 'TOC', mime: 'HTML' } }],
  },
  {
    name: 'theta',
    longName: 'Theta',
    domains: ['www.theta.org'],
    rules: [
      {
        path: /^\/title\/(?<id>[0-9]+)$/,
        fields: { rtype: 'TOC', mime: 'HTML', title_id: '{id}' },
      },
    ],
  },
  {
    name: 'native-only',
    longName: 'Native only',
    domains: ['www.native-only.org'],
    rules: [{ path: /^\/a$/, fields: { rtype: 'TOC' } }],
  },
];

const header = (body: string) => `'use strict';
var Parser = require('../.lib/parser.js');
module.exports = new Parser(function analyseEC(parsedUrl) {
  var result = {};
  var match;
${body}
  return result;
});
`;

const PARSERS: Record<string, { domains: string[]; parser: string; table?: string }> = {
  alpha: {
    domains: ['www.alpha.org'],
    parser: header(`  // An article, e.g. http://www.alpha.org/article/42.
  if ((match = /^\\/article\\/([0-9]+)$/.exec(parsedUrl.pathname)) !== null) {
    result.rtype = 'ARTICLE';
    result.mime = 'HTML';
    result.unitid = match[1];
  }`),
    table:
      'out-rtype;out-mime;out-unitid;in-url\nARTICLE;HTML;123;http://www.alpha.org/article/123\n',
  },
  beta: {
    domains: ['www.beta.org'],
    parser: header(`  if ((match = /^\\/doc\\/([0-9]+)\\/?$/.exec(parsedUrl.pathname)) !== null) {
    result.rtype = 'BOOK';
    result.mime = 'PDF';
    result.unitid = match[1];
  }`),
    table: 'out-rtype;out-mime;out-unitid;in-url\nBOOK;PDF;4567;http://www.beta.org/doc/4567\n',
  },
  epsilon: {
    domains: ['www.epsilon.org'],
    parser: header(`  // http://www.epsilon.org/article/123
  if ((match = /^\\/article\\/([0-9]+)$/.exec(parsedUrl.pathname)) !== null) {
    result.rtype = 'ARTICLE';
    result.mime = 'HTML';
    result.unitid = match[1];
  } else if ((match = /^\\/pdf\\/([0-9]+)\\.pdf$/.exec(parsedUrl.pathname)) !== null) {
    // The full text (see http://www.epsilon.org/pdf/77.pdf).
    result.rtype = 'ARTICLE';
    result.mime = 'PDF';
    result.unitid = match[1];
  }`),
    table:
      'out-rtype;out-mime;out-unitid;in-url\nARTICLE;HTML;123;http://www.epsilon.org/article/123\n',
  },
  zeta: {
    domains: ['www.zeta.org'],
    parser: header(`  if (parsedUrl.pathname === '/toc') {
    result.rtype = 'TOC';
    result.mime = 'HTML';
  } else if ((match = /^\\/book\\/([a-z]+)\\.epub$/.exec(parsedUrl.pathname)) !== null) {
    result.rtype = 'BOOK';
    result.mime = 'EPUB';
    result.unitid = match[1];
  }`),
    table: 'out-rtype;out-mime;in-url\nTOC;HTML;http://www.zeta.org/toc\n',
  },
  gamma: {
    domains: ['www.gamma.org'],
    parser: header(`  if (parsedUrl.pathname === '/x') { result.rtype = 'TOC'; }`),
    table: 'out-rtype;in-url\n;http://www.gamma.org/y\n',
  },
  theta: {
    domains: ['www.theta.org'],
    parser: header(`  // A journal's issues, e.g. http://www.theta.org/title/42.
  if ((match = /^\\/title\\/([0-9]+)$/.exec(parsedUrl.pathname)) !== null) {
    result.rtype = 'TOC';
    result.mime = 'HTML';
    result.title_id = match[1];
  }`),
  },
  delta: {
    domains: ['www.delta.org', 'delta.example.net'],
    parser: header(
      `  if (parsedUrl.pathname === '/toc') { result.rtype = 'TOC'; result.mime = 'HTML'; }`,
    ),
    table: 'out-rtype;out-mime;in-url\nTOC;HTML;http://www.delta.org/toc\n',
  },
};

/** Writes the pack into a new temporary folder; `remove` deletes it. */
export function writeTestPack(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sillage-verify-'));
  for (const [name, platform] of Object.entries(PARSERS)) {
    const folder = path.join(dir, name);
    mkdirSync(path.join(folder, 'test'), { recursive: true });
    writeFileSync(
      path.join(folder, 'manifest.json'),
      JSON.stringify({
        name,
        longname: name.charAt(0).toUpperCase() + name.slice(1),
        domains: platform.domains,
      }),
    );
    writeFileSync(path.join(folder, 'parser.js'), platform.parser);
    if (platform.table !== undefined) {
      writeFileSync(path.join(folder, 'test', `${name}.2024-01-01.csv`), platform.table);
    }
  }
  return {
    dir,
    remove: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
