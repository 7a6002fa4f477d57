import { createRequire } from 'node:module';
import { readUserAgent } from '../counter/counter-keys.js';
import { detachString } from '../engine/detach-string.js';
import { createEventStage, type Stage } from '../engine/stage.js';

// ua-parser-js 1.x is CommonJS without types: the one constructor used here, typed as used.
const { UAParser } = createRequire(import.meta.url)('ua-parser-js') as {
  UAParser: new (userAgent: string) => { getBrowser(): { name?: string } };
};

/** Distinct user agents remembered at once; a log has a few thousand. */
const CACHE_LIMIT = 10_000;

/**
 * The reference's `user-agent-parser` middleware: the browser's name in `ua` (`Chrome`,
 * `Firefox`, `Mobile Safari`…), `Other` for an agent no browser rule knows (robots, scripts) and
 * `none` for a line without one. Names come from ua-parser-js (ADR 0123), which words a few of
 * them otherwise than the reference's library did.
 */
export function createUserAgentParserStage(): Stage {
  const names = new Map<string, string>();
  return createEventStage(
    'user-agent-parser',
    (event) => {
      const userAgent = readUserAgent(event.fields);
      if (!userAgent) {
        event.fields.ua = 'none';
        return undefined;
      }
      let name = names.get(userAgent);
      if (name === undefined) {
        const key = detachString(userAgent);
        name = new UAParser(key).getBrowser().name ?? 'Other';
        if (names.size >= CACHE_LIMIT) {
          names.clear();
        }
        names.set(key, name);
      }
      event.fields.ua = name;
      return undefined;
    },
    ['ua'],
  );
}
