import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeTestPack } from '../testing/verification-pack.js';
import { pathsMatchingRegexesOf, readRegexProbeInputs } from './regex-probes.js';
import { readPlatformSources } from './url-sources.js';

const SOURCE = `#!/usr/bin/env node
'use strict';
module.exports = function analyse(parsedUrl) {
  var path = parsedUrl.pathname;
  if (/^\\/Article\\/([0-9]+)\\/(full|abs)$/i.test(path)) { return 1; }
  if (/\\/pdf\\/[^/]+\\.pdf$/.test(path)) { return 2; }
  if (/^www\\.example\\.org$/.test(parsedUrl.hostname)) { return 3; }
  if (parsedUrl.hostname === 'www.example.org' && parsedUrl.query['format'] !== 'pdf') { return 4; }
  if (param.vid == '2') { return 5; }
  // Syntax randexp cannot write (it throws) or writes wrong (not letters): no path from them.
  if (/^\\/(?<=\\/)x$/.test(path) || /^\\/\\p{L}+$/u.test(path)) { return 6; }
  if (/^\\/(a{1000}){1000}$/.test(path)) { return 7; }
  var notRegex = '/^\\\\/string\\\\/$/';
  return 0;
};
`;

describe('paths made to match a parser’s regexes', () => {
  it('matches each path-shaped regex literal, a few times, deterministically', () => {
    const paths = pathsMatchingRegexesOf(SOURCE, 'seed');
    expect(paths).toEqual(pathsMatchingRegexesOf(SOURCE, 'seed'));
    const queried = paths.filter((made) => made.includes('?'));
    const article = paths.filter((made) => made.startsWith('/Article/') && !made.includes('?'));
    const pdf = paths.filter((made) => made.startsWith('/pdf/') && !made.includes('?'));
    expect(article.length).toBeGreaterThan(1);
    expect(pdf.length).toBeGreaterThan(1);
    expect(article.length + pdf.length + queried.length).toBe(paths.length);
    // The first path of each regex again with each query value the source compares to.
    expect(queried.map((made) => made.replace(/^[^?]*/, '')).sort()).toEqual([
      '?format=pdf',
      '?format=pdf',
      '?vid=2',
      '?vid=2',
    ]);
    expect(queried.map((made) => made.replace(/\?.*$/, ''))).toEqual(
      expect.arrayContaining([article[0], pdf[0]]),
    );
    for (const made of article) {
      // The case as written, digits where digits are asked for, few repeats.
      expect(made).toMatch(/^\/Article\/[0-9]{1,4}\/(full|abs)$/);
    }
    for (const made of pdf) {
      expect(made).toMatch(/^\/pdf\/[a-z0-9]{1,4}\.pdf$/);
    }
    expect(pathsMatchingRegexesOf(SOURCE, 'other seed')).not.toEqual(paths);
  });

  it('makes nothing of a source that does not parse', () => {
    expect(pathsMatchingRegexesOf('if (/^\\/a$/.test(p) {', 'seed')).toEqual([]);
  });

  it("reads each platform's parser and puts the paths on its first host", () => {
    const pack = writeTestPack();
    try {
      writeFileSync(path.join(pack.dir, 'alpha', 'helper.js'), 'exports.toc = /^\\/toc\\/v1$/;\n');
      const inputs = readRegexProbeInputs(readPlatformSources([pack.dir]), 1);
      const alpha = inputs.filter((input) => input.platform === 'alpha');
      expect(alpha).toContainEqual({
        url: 'https://www.alpha.org/toc/v1',
        platform: 'alpha',
        origin: 'generated',
      });
      expect(alpha.map((input) => input.url)).toContainEqual(
        expect.stringMatching(/^https:\/\/www\.alpha\.org\/article\/[0-9]{1,4}$/),
      );
      // Gamma's parser has no regex literal.
      expect(inputs.filter((input) => input.platform === 'gamma')).toEqual([]);
      expect(readRegexProbeInputs(readPlatformSources([pack.dir]), 1)).toEqual(inputs);
    } finally {
      pack.remove();
    }
  });
});
