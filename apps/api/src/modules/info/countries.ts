import { readFile } from 'node:fs/promises';
import { CountriesSchema, type Country } from '@sillage/shared-types';

/**
 * The country list of the file at `file` (an array of `{fr, en, …}`), or undefined when none is
 * configured. Throws, naming the file, when it cannot be read or has another shape.
 */
export async function loadCountries(file: string | undefined): Promise<Country[] | undefined> {
  if (file === undefined) {
    return undefined;
  }
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`SILLAGE_COUNTRIES: cannot read ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = CountriesSchema.safeParse(content);
  if (!parsed.success) {
    throw new Error(`SILLAGE_COUNTRIES: ${file} is not an array of {fr, en} country names`);
  }
  return parsed.data;
}
