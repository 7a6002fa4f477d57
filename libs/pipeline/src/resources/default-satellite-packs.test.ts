import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chooseCounterRobotsFile, COUNTER_ROBOTS_IN_RESOURCES } from './default-satellite-packs.js';
import { createUserAgentRobots } from './user-agent-robots.js';

/** A resources pack holding `text` as its COUNTER-Robots list. */
function resourcesPack(text: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sillage-resources-'));
  mkdirSync(path.join(dir, 'counter-robots'));
  writeFileSync(path.join(dir, COUNTER_ROBOTS_IN_RESOURCES), text);
  return dir;
}

const LIST = JSON.stringify([{ pattern: 'bot', last_changed: '2017-08-08' }]);

describe('chooseCounterRobotsFile', () => {
  it("takes the resources pack's COUNTER-Robots list when none is configured", async () => {
    const pack = resourcesPack(LIST);
    expect(await chooseCounterRobotsFile(undefined, pack)).toBe(
      path.join(pack, 'counter-robots', 'COUNTER_Robots_list.json'),
    );
  });

  it('keeps the configured file, whatever the pack holds', async () => {
    expect(await chooseCounterRobotsFile('/etc/robots.json', resourcesPack(LIST))).toBe(
      '/etc/robots.json',
    );
  });

  it('gives none without a pack, without the list in it, or with a list it cannot use', async () => {
    expect(await chooseCounterRobotsFile(undefined, undefined)).toBeUndefined();
    expect(
      await chooseCounterRobotsFile(undefined, mkdtempSync(path.join(tmpdir(), 'sillage-'))),
    ).toBeUndefined();
    expect(await chooseCounterRobotsFile(undefined, resourcesPack('{ not json'))).toBeUndefined();
  });
});

describe("a resources pack's COUNTER-Robots list with a pattern JavaScript cannot read", () => {
  const list = JSON.stringify([
    { pattern: 'bot', last_changed: '2017-08-08' },
    { pattern: '[unclosed', last_changed: '2024-01-01' },
    { pattern: '^.?$', last_changed: '2017-08-08' },
  ]);

  it('is taken, and serves with its other patterns, naming the one left out', async () => {
    const file = await chooseCounterRobotsFile(undefined, resourcesPack(list));
    expect(file).toBeDefined();
    const robots = await createUserAgentRobots({
      counterRobotsFile: file ?? '',
      skipInvalidPatterns: true,
    });
    expect(robots.skippedPatterns).toEqual(['[unclosed']);
    expect(robots.isRobot('')).toBe(true);
    expect(robots.isRobot('Googlebot/2.1')).toBe(true);
    expect(robots.isRobot('Mozilla/5.0 (X11)')).toBe(false);
  });

  it('is refused as a configured list, naming the pattern', async () => {
    const file = path.join(resourcesPack(list), COUNTER_ROBOTS_IN_RESOURCES);
    await expect(createUserAgentRobots({ counterRobotsFile: file })).rejects.toThrow(
      /"\[unclosed"/,
    );
  });
});
