import { z } from 'zod';

const ImportedSettingSchema = z.object({
  id: z.string().optional(),
  fullName: z.string().optional(),
  country: z.string().nullish(),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).transform(String)),
});
export type ImportedSetting = z.infer<typeof ImportedSettingSchema>;

/** Reads an exported setting (`{id, fullName, country, headers}`); throws on anything else. */
export function parseImportedSetting(text: string): ImportedSetting {
  return ImportedSettingSchema.parse(JSON.parse(text));
}

/** Reference §3.7: only JSON files are read; the picker's filter can be bypassed ("All files"). */
export function isJsonFile(file: File): boolean {
  return file.type === 'application/json' || (file.type === '' && /\.json$/i.test(file.name));
}

/**
 * The setting held by a chosen file, or `null` for a file that is not JSON (ignored). A broken
 * or foreign JSON rejects, like a failed read.
 */
export async function readSettingFile(file: File): Promise<ImportedSetting | null> {
  return isJsonFile(file) ? parseImportedSetting(await file.text()) : null;
}
