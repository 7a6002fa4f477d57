import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { decodeText } from './list-file.js';
import { createOnCampusMatcher, type OnCampusRange } from './on-campus.js';
import { compileCounterRobotsPatterns, parseCounterRobotsList } from './user-agent-robots.js';

// Read synchronously on purpose: these files are checked once, while a process reads its
// configuration, so a bad file stops it at start-up with every problem listed.

const OnCampusFileSchema = z.array(
  z.union([
    z.string().min(1),
    z.object({ label: z.string().trim().min(1), ranges: z.array(z.string().min(1)).min(1) }),
  ]),
);

function readText(file: string): string {
  try {
    return decodeText(readFileSync(file));
  } catch (error) {
    throw new Error(`${file} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads an on-campus ranges file: a JSON array of IP addresses or CIDR ranges (`Y`) and
 * `{"label": "…", "ranges": [...]}` entries, as the reference's `onCampusCounter` setting.
 * Throws an error naming the file and the bad entry.
 */
export function loadOnCampusRangesFile(file: string): OnCampusRange[] {
  let data: unknown;
  try {
    data = JSON.parse(readText(file));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = OnCampusFileSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `${file} is not a list of IP ranges or {label, ranges} entries: ${z.prettifyError(parsed.error)}`,
    );
  }
  try {
    createOnCampusMatcher(parsed.data);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  return parsed.data;
}

/** The patterns of a COUNTER-Robots file, compiling or not; throws naming it when it is no such list. */
export function readCounterRobotsFile(file: string): string[] {
  return parseCounterRobotsList(readText(file), file);
}

/** Checks that a COUNTER-Robots file is readable JSON with valid patterns; throws naming it. */
export function checkCounterRobotsFile(file: string): void {
  compileCounterRobotsPatterns(readCounterRobotsFile(file));
}
