import { readFile } from 'node:fs/promises';
import { COUNTRY_CODES, CountriesSchema, type Country } from '@sillage/shared-types';

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
    throw new Error(`cannot read ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = CountriesSchema.safeParse(content);
  if (!parsed.success) {
    throw new Error(`${file} is not an array of {fr, en} country names`);
  }
  return parsed.data;
}

/**
 * The list served when no file is configured: the countries the web app offers (COUNTRY_CODES),
 * `{fr, en, code}` with names from the runtime's ICU data, in English alphabetical order.
 */
export function listBuiltInCountries(): Country[] {
  const french = new Intl.DisplayNames(['fr'], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({
    fr: french.of(code) ?? code,
    en: english.of(code) ?? code,
    code,
  })).sort((a, b) => a.en.localeCompare(b.en, 'en'));
}
