import { readUserAgent } from '../counter/counter-keys.js';
import type { UserAgentRobots } from '../engine/ports.js';
import { createEventStage, type Stage } from '../engine/stage.js';
import { rememberPerUserAgent } from './user-agent-answers.js';

/**
 * Flags robots by their user agent (when the log format captures one): rejected as `robots-ecs`
 * while the robots filter is on, otherwise kept with `robot = yes`. Answers are remembered per
 * distinct user agent.
 */
export function createUserAgentRobotsStage(robots: UserAgentRobots, filterRobots: boolean): Stage {
  const isRobot = rememberPerUserAgent((userAgent) => robots.isRobot(userAgent));
  return createEventStage('user-agent-robots', (event) => {
    const userAgent = readUserAgent(event.fields);
    if (!userAgent || !isRobot(userAgent)) {
      return undefined;
    }
    if (filterRobots) {
      return { category: 'robots-ecs', reason: { code: 'robot-user-agent' } };
    }
    event.fields.robot = 'yes';
    return undefined;
  });
}
