import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  BUILT_IN_PREDEFINED_SETTINGS,
  SettingsHeadersSchema,
  type PredefinedSettingsMap,
} from '@sillage/shared-types';

/** The reference file shape; entries without headers are allowed (they mean "no header"). */
const PredefinedSettingsFileSchema = z.record(
  z.string().min(1),
  z.object({
    fullName: z.string(),
    country: z.string().optional(),
    headers: SettingsHeadersSchema.default({}),
  }),
);

/**
 * The predefined settings to offer: the built-in ones, overridden and extended by the JSON file
 * at `file` (reference `predefined-settings.json` shape). Throws, naming the file (the caller
 * names the setting that chose it), when it cannot be read or does not have that shape.
 */
export async function loadPredefinedSettings(
  file: string | undefined,
): Promise<PredefinedSettingsMap> {
  if (file === undefined) {
    return { ...BUILT_IN_PREDEFINED_SETTINGS };
  }
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = PredefinedSettingsFileSchema.safeParse(content);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new Error(
      `${file} is not a predefined settings map (${problem?.path.join('.') ?? ''}: ${problem?.message ?? ''})`,
    );
  }
  return { ...BUILT_IN_PREDEFINED_SETTINGS, ...parsed.data };
}
