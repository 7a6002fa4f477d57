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
