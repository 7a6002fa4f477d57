import { readUserAgent } from '../counter/counter-keys.js';
import { detachString } from '../engine/detach-string.js';
import type { UserAgentRobots } from '../engine/ports.js';
import { createEventStage, type Stage } from '../engine/stage.js';

const CACHE_LIMIT = 10_000;

/**
 * Flags robots by their user agent (when the log format captures one): rejected as `robots-ecs`
 * while the robots filter is on, otherwise kept with `robot = yes`. Answers are cached per
 * distinct user agent, on detached copies so that no cache pins the input.
 */
export function createUserAgentRobotsStage(robots: UserAgentRobots, filterRobots: boolean): Stage {
  const cache = new Map<string, boolean>();
  return createEventStage('user-agent-robots', (event) => {
    const userAgent = readUserAgent(event.fields);
    if (!userAgent) {
      return undefined;
    }
    let robot = cache.get(userAgent);
    if (robot === undefined) {
      const key = detachString(userAgent);
      robot = robots.isRobot(key);
      if (cache.size >= CACHE_LIMIT) {
        cache.clear();
      }
      cache.set(key, robot);
    }
    if (!robot) {
      return undefined;
    }
    if (filterRobots) {
      return { category: 'robots-ecs', reason: { code: 'robot-user-agent' } };
    }
    event.fields.robot = 'yes';
    return undefined;
  });
}
