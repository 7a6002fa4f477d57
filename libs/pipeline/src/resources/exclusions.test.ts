import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createExclusions, createHostSet, loadExclusions } from './index.js';
import { decodeText, parseListText } from './list-file.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const EXCLUSIONS_DIR = path.join(ACCEPTANCE, 'resources/exclusions');

describe('createHostSet', () => {
  const set = createHostSet([
    '209.185.108',
    '1.2.3.4',
    'Crawl-66-249-67-210.googlebot.com',
    '2a01:4f8:191:848b::2',
  ]);

  it.each([
    ['an exact IPv4 entry', '1.2.3.4', true],
    ['the first address of a /24 prefix', '209.185.108.0', true],
    ['the last address of a /24 prefix', '209.185.108.255', true],
    ['an address just outside the prefix', '209.185.109.1', false],
    ['a longer third octet sharing the digits', '209.185.1080.1', false],
    ['a shorter third octet sharing the digits', '209.185.10.8', false],
    ['the prefix itself written as a host', '209.185.108', false],
    ['a neighbour of an exact entry', '1.2.3.5', false],
    ['a hostname, case-insensitively', 'crawl-66-249-67-210.GOOGLEBOT.com', true],
    ['an exact IPv6 entry', '2a01:4f8:191:848b::2', true],
    // One address, many spellings: leading zeros, upper case, zeros written out.
    ['the IPv6 entry with leading zeros', '2a01:04f8:0191:848b:0:0:0:2', true],
    ['the IPv6 entry upper-cased', '2A01:4F8:191:848B::2', true],
    ['another IPv6 address', '2a01:4f8:191:848b::3', false],
    ['an empty host', '', false],
    ['a host made of dots', '...', false],
    ['a trailing dot after the prefix', '209.185.108.', false],
    ['a word after the prefix', '209.185.108.abc', false],
    ['a four-digit last octet', '209.185.108.1234', false],
    ['a word', 'localhost', false],
    // HAProxy or a dual-stack listener writes an IPv4 client as ::ffff:a.b.c.d; geolocation and
    // on-campus already read it as the IPv4 address.
    ['an IPv4-mapped IPv6 form of an exact entry', '::ffff:1.2.3.4', true],
    ['an IPv4-mapped IPv6 form inside a prefix', '::FFFF:209.185.108.7', true],
    ['an IPv4-mapped IPv6 form of another address', '::ffff:1.2.3.5', false],
  ])('%s → %s', (_case, host, expected) => {
    expect(set.has(host)).toBe(expected);
  });

  it('reads an IPv6 entry written in full as the address it is', () => {
    const full = createHostSet(['2001:0DB8:0000:0000:0000:0000:0000:0001']);
    expect(full.has('2001:db8::1')).toBe(true);
    expect(full.has('2001:db8::2')).toBe(false);
  });

  it('counts a prefix as one entry', () => {
    expect(set.size).toBe(4);
  });
});

describe('createHostSet against plain string matching', () => {
  // The rule in its plainest form (exact strings, /24 prefixes as strings), which the numeric
  // storage of IPv4 entries must answer identically, leading zeros and out-of-range octets included.
  function plainHas(entries: string[], host: string): boolean {
    const isBlock = (entry: string) => /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(entry);
    const lower = entries.map((entry) => entry.toLowerCase());
    const key = host.toLowerCase();
    if (lower.some((entry) => !isBlock(entry) && entry === key)) {
      return true;
    }
    const lastDot = key.lastIndexOf('.');
    const head = key.slice(0, lastDot);
    return (
      lastDot > 0 &&
      /^\d{1,3}$/.test(key.slice(lastDot + 1)) &&
      lower.some((entry) => isBlock(entry) && entry === head)
    );
  }

  let seed = 20261128;
  const random = (limit: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % limit;
  };
  const OCTETS = ['0', '1', '7', '10', '01', '007', '99', '255', '256', '999', '1000', ''];
  const octet = () => (random(3) === 0 ? (OCTETS[random(OCTETS.length)] ?? '') : String(random(4)));
  const address = (parts: number) => Array.from({ length: parts }, octet).join('.');
  const anyHost = () =>
    [address(4), address(4), address(3), address(5), `h${random(5)}.Example.org`, `::${random(3)}`][
      random(6)
    ] ?? '';

  it('gives the same answer on 20 000 generated entries and hosts', () => {
    const entries = Array.from({ length: 300 }, anyHost);
    const set = createHostSet(entries);
    const hosts = [...entries, ...entries.map((entry) => `${entry}.${octet()}`)];
    for (let index = 0; index < 20_000; index += 1) {
      hosts.push(anyHost());
    }
    const differing = hosts.filter((host) => set.has(host) !== plainHas(entries, host));
    expect(differing).toEqual([]);
    // Both answers occur, so the comparison says something.
    expect(hosts.filter((host) => set.has(host)).length).toBeGreaterThan(500);
    expect(hosts.filter((host) => !set.has(host)).length).toBeGreaterThan(500);
  });
});

describe('createExclusions', () => {
  it('keeps the three kinds apart and matches domains case-insensitively', () => {
    const exclusions = createExclusions({
      robots: ['10.0.0'],
      hosts: ['192.0.2.7'],
      domains: ['Fonts.Example.org'],
    });
    expect(exclusions.isRobotHost('10.0.0.9')).toBe(true);
    expect(exclusions.isIgnoredHost('10.0.0.9')).toBe(false);
    expect(exclusions.isIgnoredHost('192.0.2.7')).toBe(true);
    expect(exclusions.isIgnoredDomain('fonts.example.org')).toBe(true);
    expect(exclusions.isIgnoredDomain('example.org')).toBe(false);
    expect(exclusions.counts).toEqual({ robots: 1, hosts: 1, domains: 1 });
  });
});

describe('loadExclusions', () => {
  it('gives empty lists without a folder', async () => {
    const exclusions = await loadExclusions(undefined);
    expect(exclusions.counts).toEqual({ robots: 0, hosts: 0, domains: 0 });
    expect(exclusions.isRobotHost('66.249.66.1')).toBe(false);
  });

  it('rejects a folder that does not exist', async () => {
    await expect(
      loadExclusions(path.join(tmpdir(), 'no-such-exclusions-folder')),
    ).rejects.toThrow();
  });

  it('reads only robots.*, hosts.* and domains.* files, with CRLF, BOM and comments', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exclusions-'));
    await writeFile(
      path.join(dir, 'robots.a.txt'),
      '\uFEFF# robots\r\n198.51.100\r\n203.0.113.5 # one\r\n',
    );
    await writeFile(path.join(dir, 'hosts.default.txt'), '# Ignored hosts\n');
    await writeFile(path.join(dir, 'domains.cdn.txt'), 'cdn.example.org\n');
    await writeFile(path.join(dir, 'robots.txt'), '192.0.2.1\n');
    await writeFile(path.join(dir, 'README.md'), '192.0.2.2\n');
    const exclusions = await loadExclusions(dir);
    expect(exclusions.counts).toEqual({ robots: 2, hosts: 0, domains: 1 });
    expect(exclusions.isRobotHost('198.51.100.200')).toBe(true);
    expect(exclusions.isRobotHost('203.0.113.5')).toBe(true);
    expect(exclusions.isRobotHost('192.0.2.1')).toBe(false);
    expect(exclusions.isIgnoredDomain('cdn.example.org')).toBe(true);
  });

  it('takes only regular files (or links to them) for lists, not a folder or a pipe named like one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'exclusions-'));
    await writeFile(path.join(dir, 'robots.a.txt'), '198.51.100.7\n');
    await symlink(path.join(dir, 'robots.a.txt'), path.join(dir, 'hosts.linked.txt'));
    await mkdir(path.join(dir, 'robots.folder.txt'));
    // A pipe no one writes to: reading it would wait for ever.
    execFileSync('mkfifo', [path.join(dir, 'domains.pipe.txt')]);
    const exclusions = await loadExclusions(dir);
    expect(exclusions.counts).toEqual({ robots: 1, hosts: 1, domains: 0 });
    expect(exclusions.isIgnoredHost('198.51.100.7')).toBe(true);
  });

  it('reads list files as their text would be read, whatever their lines hold', async () => {
    // Robot lists are read from their bytes, bare IPv4 lines as numbers (exclusions.ts): every
    // other kind of line must come out as the text reading gives it.
    let seed = 7;
    const next = (bound: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % bound;
    };
    const octet = () =>
      [String(next(256)), '0', '255', '256', '007', '00', String(next(1000))][next(7)] ?? '1';
    const lineOf = (): string => {
      const address = Array.from({ length: 2 + next(3) }, octet).join('.');
      return (
        [
          address,
          address,
          address,
          `${address} # robot`,
          ` ${address}\t`,
          `${address}.`,
          `.${address}`,
          `Crawl-${String(next(99))}.Example.ORG`,
          '2a01:4f8::2',
          '# a comment',
          '',
          '   ',
          `caf\u00e9-${String(next(9))}.fr`,
          `${address}\r${address}`,
        ][next(14)] ?? ''
      );
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'exclusions-bytes-'));
    const probes = new Set<string>(['', '0.0.0.0', '255.255.255.255']);
    for (const [index, ending] of ['\n', '\r\n', '\r', '\n'].entries()) {
      const lines = Array.from({ length: 3_000 }, lineOf);
      for (const line of lines) {
        probes.add(line.trim());
        probes.add(`${line.trim()}.${String(next(300))}`);
      }
      const text = `${index === 1 ? '\uFEFF' : ''}${lines.join(ending)}`;
      // The last file is Latin-1 (not UTF-8): its é is one byte.
      await writeFile(
        path.join(dir, `robots.${String(index)}.txt`),
        index === 3 ? Buffer.from(text, 'latin1') : text,
      );
    }
    const fromBytes = await loadExclusions(dir);
    const names = ['robots.0.txt', 'robots.1.txt', 'robots.2.txt', 'robots.3.txt'];
    const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name))));
    const fromText = createExclusions({
      robots: texts.flatMap((bytes) => parseListText(decodeText(bytes))),
    });
    expect(fromBytes.counts).toEqual(fromText.counts);
    expect(fromBytes.counts.robots).toBeGreaterThan(8_000);
    const differing = [...probes].filter(
      (host) => fromBytes.isRobotHost(host) !== fromText.isRobotHost(host),
    );
    expect(differing).toEqual([]);
    expect([...probes].filter((host) => fromBytes.isRobotHost(host)).length).toBeGreaterThan(1_000);
  });

  describe('with the reference exclusion lists', () => {
    let exclusions: Awaited<ReturnType<typeof loadExclusions>>;
    beforeAll(async () => {
      exclusions = await loadExclusions(EXCLUSIONS_DIR);
    });

    it('loads about 260 000 robot entries', () => {
      expect(exclusions.counts.robots).toBeGreaterThan(250_000);
      expect(exclusions.counts.domains).toBeGreaterThan(10);
    });

    it.each([
      ['a /24 prefix of robots.google.txt', '209.185.108.134', true],
      ['an IP of robots.myip_live.txt', '40.74.50.109', true],
      ['a hostname of robots.nospider.txt', 'crawl8-public.alexa.com', true],
      ['a documentation address', '192.0.2.1', false],
    ])('%s', (_case, host, expected) => {
      expect(exclusions.isRobotHost(host)).toBe(expected);
    });

    it('ignores the domains of domains.default.txt', () => {
      expect(exclusions.isIgnoredDomain('www.google.fr')).toBe(true);
      expect(exclusions.isIgnoredDomain('www.sciencedirect.com')).toBe(false);
    });
  });
});
