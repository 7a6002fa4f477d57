import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeTestPack } from '../testing/verification-pack.js';
import {
  readLogInputs,
  readPlatformSources,
  readQuotedInputs,
  readTableInputs,
  readUrlList,
  readUrlListInputs,
  urlsOfLogLine,
  urlsQuotedIn,
} from './url-sources.js';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'sillage-sources-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('URL sources of the differential check', () => {
  it('finds the request and referer URLs of EZproxy, Apache and Squid lines', () => {
    expect(
      urlsOfLogLine(
        '1.2.3.4 - - [30/Nov/2012:00:14:17 +0100] "GET http://www.a.org:80/x?y=1 HTTP/1.1" 200 5 "https://ref.org/p" "Mozilla"',
      ),
    ).toEqual(['http://www.a.org:80/x?y=1', 'https://ref.org/p']);
    expect(
      urlsOfLogLine(
        '1353459335.123    12 1.2.3.4 TCP_MISS/200 1234 GET https://b.org/c - DIRECT/5.6.7.8 text/html',
      ),
    ).toEqual(['https://b.org/c']);
    expect(urlsOfLogLine('1.2.3.4 - - [x] "GET /relative HTTP/1.1" 200 5')).toEqual([]);
  });

  it('reads distinct URLs of plain, gzipped and CSV logs in a folder tree, not results or KBART files', () => {
    mkdirSync(path.join(dir, 'sub'));
    const line = (url: string) => `1.2.3.4 - - [x] "GET ${url} HTTP/1.1" 200 5\n`;
    writeFileSync(path.join(dir, 'a.log'), line('http://a.org/1') + line('http://a.org/1'));
    writeFileSync(path.join(dir, 'sub', 'b.log.gz'), gzipSync(line('http://b.org/2')));
    writeFileSync(
      path.join(dir, 'c.csv'),
      'host;url;status\n1.2.3.4;http://c.org/3?a=b c;200\n5.6.7.8;http://c.org/4;200\n',
    );
    writeFileSync(path.join(dir, 'd.result.json'), '{"url": "http://d.org/"}');
    writeFileSync(path.join(dir, 'e.pkb.csv'), 'title_url\nhttp://e.org/\n');
    expect(readLogInputs([dir]).map((input) => input.url)).toEqual([
      'http://a.org/1',
      // By column: a blank inside a CSV cell does not end its URL.
      'http://c.org/3?a=b c',
      'http://c.org/4',
      'http://b.org/2',
    ]);
    expect(readLogInputs([path.join(dir, 'a.log')])).toEqual([
      { url: 'http://a.org/1', origin: 'log' },
    ]);
  });

  it('reads table rows with their other columns and their platform', () => {
    const pack = writeTestPack();
    try {
      expect(readTableInputs([pack.dir])).toContainEqual({
        url: 'http://www.alpha.org/article/123',
        platform: 'alpha',
        origin: 'table',
      });
      writeFileSync(
        path.join(pack.dir, 'beta', 'test', 'more.csv'),
        'in-url;in-domain;out-rtype\nhttp://x.org/doc/1;www.beta.org;BOOK\n',
      );
      expect(readTableInputs([pack.dir])).toContainEqual({
        url: 'http://x.org/doc/1',
        extra: { domain: 'www.beta.org' },
        platform: 'beta',
        origin: 'table',
      });
    } finally {
      pack.remove();
    }
  });

  it('finds the URLs a source quotes, without the punctuation or quotes around them', () => {
    expect(
      urlsQuotedIn(
        [
          '// http://a.org/x?y=1&z=2.',
          "if (x === 'https://b.org/p') {} // (see https://c.org/q(1)), or https://c.org/r)",
          '/* <http://d.org/> */ `http://e.org/${name}` http://a.org/x?y=1&z=2 /relative/path',
          'http:// nothing here',
        ].join('\n'),
      ),
    ).toEqual([
      'http://a.org/x?y=1&z=2',
      'https://b.org/p',
      'https://c.org/q(1)',
      'https://c.org/r',
      'http://d.org/',
    ]);
  });

  it("reads the URLs each platform's parser quotes, attributed to that platform", () => {
    const pack = writeTestPack();
    try {
      mkdirSync(path.join(pack.dir, '.lib'));
      writeFileSync(path.join(pack.dir, '.lib', 'parser.js'), '// http://lib.example.org/\n');
      writeFileSync(path.join(pack.dir, 'alpha', 'helper.js'), '// http://www.alpha.org/toc\n');
      const quoted = readQuotedInputs(readPlatformSources([pack.dir]));
      expect(quoted.filter((input) => input.platform === 'alpha')).toEqual([
        { url: 'http://www.alpha.org/toc', platform: 'alpha', origin: 'quoted' },
        { url: 'http://www.alpha.org/article/42', platform: 'alpha', origin: 'quoted' },
      ]);
      expect(quoted.map((input) => input.url)).toContain('http://www.epsilon.org/pdf/77.pdf');
      expect(quoted.map((input) => input.url)).not.toContain('http://lib.example.org/');
    } finally {
      pack.remove();
    }
  });

  it('reads one URL per line, skipping blanks and comments', () => {
    const file = path.join(dir, 'urls.txt');
    writeFileSync(file, '# mine\nhttp://a.org/1\n\n  https://b.org/2  \n');
    expect(readUrlListInputs(file).map((input) => input.url)).toEqual([
      'http://a.org/1',
      'https://b.org/2',
    ]);
  });

  it('leaves out, and counts, the lines of a URL list that are not http(s) URLs', () => {
    const file = path.join(dir, 'urls.txt');
    writeFileSync(
      file,
      'http://a.org/1\nwww.a.org/2\n/path/only\nurl\nftp://a.org/3\nhttp:// a.org\nHTTPS://B.ORG/4\n',
    );
    expect(readUrlList(file)).toEqual({ urls: ['http://a.org/1', 'HTTPS://B.ORG/4'], other: 5 });
    expect(readUrlListInputs(file).map((input) => input.url)).toEqual([
      'http://a.org/1',
      'HTTPS://B.ORG/4',
    ]);
  });
});
