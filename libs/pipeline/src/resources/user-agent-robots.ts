import { readFile } from 'node:fs/promises';
import { createIsbotFromList, list as isbotList } from 'isbot';
import { z } from 'zod';
import { decodeText } from './list-file.js';

/** Tells whether a user agent belongs to a robot. */
export interface UserAgentRobots {
  isRobot(userAgent: string): boolean;
  /** Patterns of the list left out because they are no regular expression JavaScript reads. */
  readonly skippedPatterns?: readonly string[];
}

/** Options of {@link createUserAgentRobots}. */
export interface UserAgentRobotsOptions {
  /** COUNTER-Robots list (`[{pattern, last_changed, …}]`); when given it replaces isbot. */
  counterRobotsFile?: string;
  /** Distinct user agents remembered; the cache is cleared when full. Default 10 000. */
  cacheSize?: number;
  /**
   * Leaves out the patterns that cannot be compiled (named in `skippedPatterns`) instead of
   * refusing the list: for a list fetched with a pack, whose other patterns still serve.
   */
  skipInvalidPatterns?: boolean;
}

const CounterRobotsSchema = z.array(z.looseObject({ pattern: z.string().min(1) }));

/** Why `pattern` is no regular expression JavaScript reads; undefined when it is one. */
function patternError(pattern: string): Error | undefined {
  try {
    new RegExp(pattern, 'i');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Combines COUNTER-Robots patterns into one case-insensitive regex; an invalid pattern throws naming it. */
export function compileCounterRobotsPatterns(patterns: readonly string[]): RegExp {
  for (const pattern of patterns) {
    const error = patternError(pattern);
    if (error !== undefined) {
      throw new Error(
        `Invalid COUNTER-Robots pattern ${JSON.stringify(pattern)}: ${String(error)}`,
        {
          cause: error,
        },
      );
    }
  }
  // An empty list must match nothing, not everything.
  return patterns.length === 0
    ? /(?!)/
    : new RegExp(patterns.map((p) => `(?:${p})`).join('|'), 'i');
}

/** Parses the text of a COUNTER-Robots JSON list into its patterns; a bad shape throws with the zod message. */
export function parseCounterRobotsList(text: string, source = 'COUNTER-Robots list'): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = CounterRobotsSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${source} is not a COUNTER-Robots list: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.map((entry) => entry.pattern);
}

/** Wraps a robot test with a per-user-agent cache bounded to `cacheSize` entries. */
export function cacheRobotTest(
  test: (userAgent: string) => boolean,
  cacheSize = 10_000,
): UserAgentRobots {
  const cache = new Map<string, boolean>();
  return {
    isRobot(userAgent: string): boolean {
      const known = cache.get(userAgent);
      if (known !== undefined) {
        return known;
      }
      const result = test(userAgent);
      if (cache.size >= cacheSize) {
        cache.clear();
      }
      cache.set(userAgent, result);
      return result;
    },
  };
}

/**
 * isbot's one heuristic pattern: a user agent that is only a product token and version
 * (`Zotero/6.0.30`, `Mendeley Desktop/1.19.8`, `BrowZine/1.0`, `EndNote X9`). On a web site most
 * such agents are scripts; behind a library proxy they are mostly the reference managers and
 * reading apps of its users, whose lines the reference keeps (it tells robots by host only) and
 * the COUNTER-Robots list counts as human. Named script clients (curl, python-requests, Wget,
 * Java, okhttp…) keep their own patterns.
 */
export const ISBOT_PRODUCT_TOKEN_PATTERN =
  '^[\\w \\.\\-\\(?:\\):%]+(?:/v?\\d+(?:\\.\\d+)?(?:\\.\\d{1,10})*?)?(?:,|$)';

/**
 * isbot's pattern for any agent whose name starts with "read": it takes reading apps for
 * scrapers (`ReadCube/4.0`, the Papers reference manager's engine), as the product-token one does.
 */
export const ISBOT_READ_PREFIX_PATTERN = '^read';

/** isbot without its two patterns that catch library users' apps: the default robot test. */
export const isLibraryRobot = createIsbotFromList(
  isbotList.filter(
    (pattern) => pattern !== ISBOT_PRODUCT_TOKEN_PATTERN && pattern !== ISBOT_READ_PREFIX_PATTERN,
  ),
);

/**
 * Creates the user-agent robot test: isbot without its product-token heuristic by default, the
 * COUNTER-Robots patterns when a file is given.
 */
export async function createUserAgentRobots(
  options: UserAgentRobotsOptions = {},
): Promise<UserAgentRobots> {
  const { counterRobotsFile, cacheSize } = options;
  if (counterRobotsFile === undefined) {
    return cacheRobotTest(isLibraryRobot, cacheSize);
  }
  const text = decodeText(await readFile(counterRobotsFile));
  const patterns = parseCounterRobotsList(text, counterRobotsFile);
  const skipped =
    options.skipInvalidPatterns === true
      ? patterns.filter((pattern) => patternError(pattern) !== undefined)
      : [];
  const regex = compileCounterRobotsPatterns(
    patterns.filter((pattern) => !skipped.includes(pattern)),
  );
  return {
    ...cacheRobotTest((userAgent) => regex.test(userAgent), cacheSize),
    ...(skipped.length === 0 ? {} : { skippedPatterns: skipped }),
  };
}
