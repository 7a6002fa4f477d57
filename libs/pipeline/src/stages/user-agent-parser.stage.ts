import { createRequire } from 'node:module';
import { readUserAgent } from '../counter/counter-keys.js';
import { createEventStage, type Stage } from '../engine/stage.js';
import { rememberPerUserAgent } from './user-agent-answers.js';

// ua-parser-js 1.x is CommonJS without types: the one constructor used here, typed as used.
const { UAParser } = createRequire(import.meta.url)('ua-parser-js') as {
  UAParser: new (userAgent: string) => { getBrowser(): { name?: string } };
};

/**
 * The reference's `user-agent-parser` middleware: the browser's name in `ua` (`Chrome`,
 * `Firefox`, `Mobile Safari`…), `Other` for an agent no browser rule knows (robots, scripts) and
 * `none` for a line without one. Names come from ua-parser-js (ADR 0123), which words a few of
 * them otherwise than the reference's library did.
 */
export function createUserAgentParserStage(): Stage {
  const browserOf = rememberPerUserAgent(
    (userAgent) => new UAParser(userAgent).getBrowser().name ?? 'Other',
  );
  return createEventStage(
    'user-agent-parser',
    (event) => {
      const userAgent = readUserAgent(event.fields);
      if (!userAgent) {
        event.fields.ua = 'none';
        return undefined;
      }
      event.fields.ua = browserOf(userAgent);
      return undefined;
    },
    ['ua'],
  );
}
