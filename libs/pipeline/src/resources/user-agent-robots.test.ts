import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  cacheRobotTest,
  compileCounterRobotsPatterns,
  createUserAgentRobots,
  parseCounterRobotsList,
} from './index.js';
import { ISBOT_PRODUCT_TOKEN_PATTERN, ISBOT_READ_PREFIX_PATTERN } from './user-agent-robots.js';
import { list as isbotList } from 'isbot';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const COUNTER_ROBOTS_FILE = path.join(
  ACCEPTANCE,
  'resources/counter-robots/COUNTER_Robots_list.json',
);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function writeTemp(name: string, content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ua-robots-'));
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

describe('createUserAgentRobots with isbot (default)', () => {
  it("leaves out exactly isbot's product-token pattern (fails when an isbot upgrade renames it)", () => {
    expect(isbotList).toContain(ISBOT_PRODUCT_TOKEN_PATTERN);
    expect(isbotList.filter((pattern) => pattern === ISBOT_PRODUCT_TOKEN_PATTERN)).toHaveLength(1);
    expect(isbotList.filter((pattern) => pattern === ISBOT_READ_PREFIX_PATTERN)).toHaveLength(1);
  });

  it.each([
    ['Googlebot', GOOGLEBOT, true],
    ['curl', 'curl/7.88.1', true],
    ['python-requests', 'python-requests/2.31.0', true],
    ['Wget', 'Wget/1.21.4', true],
    ['Java', 'Java/1.8.0_392', true],
    ['Firefox', FIREFOX, false],
    ['Chrome', CHROME, false],
    // Reference managers and reading apps of library users: isbot alone calls them robots.
    ['Zotero', 'Zotero/6.0.30', false],
    ['Mendeley', 'Mendeley Desktop/1.19.8', false],
    ['BrowZine', 'BrowZine/1.0', false],
    ['EndNote', 'EndNote X9', false],
    ['LibKey', 'LibKey Nomad', false],
    ['ReadCube', 'ReadCube/4.0', false],
    ['ReadCube Papers (desktop)', 'ReadCube Papers/4.3.1 (Macintosh; Mac OS X 14.1)', false],
  ])('%s → %s', async (_case, userAgent, expected) => {
    const robots = await createUserAgentRobots();
    expect(robots.isRobot(userAgent)).toBe(expected);
  });
});

describe('createUserAgentRobots with the COUNTER-Robots list', () => {
  let robots: Awaited<ReturnType<typeof createUserAgentRobots>>;
  beforeAll(async () => {
    robots = await createUserAgentRobots({ counterRobotsFile: COUNTER_ROBOTS_FILE });
  });

  it.each([
    ['Googlebot', GOOGLEBOT, true],
    ['a pattern matched case-insensitively', 'MY-SPIDER/1.0', true],
    ['an anchored pattern (^ruby$)', 'ruby', true],
    ['an empty user agent (^.?$)', '', true],
    ['curl', 'curl/7.88.1', true],
    ['Firefox', FIREFOX, false],
    ['Chrome', CHROME, false],
  ])('%s → %s', (_case, userAgent, expected) => {
    expect(robots.isRobot(userAgent)).toBe(expected);
  });
});

describe('parseCounterRobotsList', () => {
  it.each([
    ['a file that is not JSON', '{oops', /not valid JSON/],
    ['an object instead of an array', '{"pattern":"bot"}', /not a COUNTER-Robots list/],
    ['an entry without pattern', '[{"last_changed":"2020-01-01"}]', /not a COUNTER-Robots list/],
    ['an empty pattern', '[{"pattern":""}]', /not a COUNTER-Robots list/],
  ])('rejects %s', (_case, text, message) => {
    expect(() => parseCounterRobotsList(text)).toThrow(message);
  });

  it('keeps the patterns and ignores extra keys', () => {
    expect(
      parseCounterRobotsList('[{"pattern":"bot","description":"x"},{"pattern":"^a$"}]'),
    ).toEqual(['bot', '^a$']);
  });
});

describe('compileCounterRobotsPatterns', () => {
  it('names an invalid pattern', () => {
    expect(() => compileCounterRobotsPatterns(['bot', '(unclosed'])).toThrow(/"\(unclosed"/);
  });

  it('matches nothing when the list is empty', () => {
    expect(compileCounterRobotsPatterns([]).test('anything')).toBe(false);
  });

  it('keeps each pattern’s anchors to itself', () => {
    const regex = compileCounterRobotsPatterns(['^ruby$', 'crawl']);
    expect(regex.test('ruby gem')).toBe(false);
    expect(regex.test('Webcrawler')).toBe(true);
  });
});

describe('createUserAgentRobots with a bad file', () => {
  it.each([
    ['an invalid regex', '[{"pattern":"[a-"}]', /Invalid COUNTER-Robots pattern/],
    ['a BOM-prefixed but empty list', '\uFEFF[]', undefined],
  ])('%s', async (_case, content, message) => {
    const file = await writeTemp('robots.json', content);
    if (message === undefined) {
      const robots = await createUserAgentRobots({ counterRobotsFile: file });
      expect(robots.isRobot(GOOGLEBOT)).toBe(false);
    } else {
      await expect(createUserAgentRobots({ counterRobotsFile: file })).rejects.toThrow(message);
    }
  });

  it('rejects a missing file', async () => {
    await expect(
      createUserAgentRobots({ counterRobotsFile: path.join(tmpdir(), 'no-such.json') }),
    ).rejects.toThrow();
  });
});

describe('cacheRobotTest', () => {
  it('tests each distinct user agent once while the cache has room', () => {
    const test = jest.fn((userAgent: string) => userAgent.includes('bot'));
    const robots = cacheRobotTest(test, 10);
    expect([robots.isRobot('a-bot'), robots.isRobot('a-bot'), robots.isRobot('human')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(test).toHaveBeenCalledTimes(2);
  });

  it('never holds more than its size, and still answers correctly after clearing', () => {
    const test = jest.fn((userAgent: string) => userAgent.includes('bot'));
    const robots = cacheRobotTest(test, 2);
    for (const userAgent of ['bot-1', 'human-1', 'bot-2', 'bot-1']) {
      robots.isRobot(userAgent);
    }
    // bot-2 filled the cache past its size, so bot-1 had to be tested again.
    expect(test).toHaveBeenCalledTimes(4);
    expect(robots.isRobot('human-1')).toBe(false);
  });
});
