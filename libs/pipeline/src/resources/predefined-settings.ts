import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { BUILT_IN_PREDEFINED_SETTINGS } from '@sillage/shared-types';
import { decodeText } from './list-file.js';

/** A named set of request headers an institution applies to its jobs (reference `predefined-settings.json`). */
export interface PredefinedSettings {
  fullName: string;
  country?: string;
  headers: Record<string, string>;
}

const PredefinedSettingsEntrySchema = z.object({
  fullName: z.string().min(1),
  country: z.string().optional(),
  // One of the reference's 128 entries has no headers at all; it means "no header".
  headers: z.record(z.string(), z.string()).default({}),
});

/** The built-in generic entries, the server's too (one list, in shared-types). */
export { BUILT_IN_PREDEFINED_SETTINGS };

/** Validates the reference JSON shape `{key: {fullName, country, headers}}`; an invalid entry throws naming its key. */
export function parsePredefinedSettings(
  data: unknown,
  source = 'predefined settings',
): Record<string, PredefinedSettings> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${source}: expected an object mapping keys to {fullName, country, headers}`);
  }
  const result: Record<string, PredefinedSettings> = {};
  for (const [key, value] of Object.entries(data)) {
    const parsed = PredefinedSettingsEntrySchema.safeParse(value);
    if (!parsed.success) {
      throw new Error(`${source}: entry "${key}" is invalid: ${z.prettifyError(parsed.error)}`);
    }
    const { fullName, country, headers } = parsed.data;
    result[key] = country === undefined ? { fullName, headers } : { fullName, country, headers };
  }
  return result;
}

/**
 * Returns the built-in generic entries merged with those of `file` (which win on a shared key);
 * a file that is not JSON or not of the reference shape throws a message naming the file and key.
 */
export async function loadPredefinedSettings(
  file: string | undefined,
): Promise<Record<string, PredefinedSettings>> {
  if (file === undefined) {
    return { ...BUILT_IN_PREDEFINED_SETTINGS };
  }
  let data: unknown;
  try {
    data = JSON.parse(decodeText(await readFile(file)));
  } catch (error) {
    throw new Error(
      `Cannot read predefined settings ${file}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return { ...BUILT_IN_PREDEFINED_SETTINGS, ...parsePredefinedSettings(data, file) };
}
