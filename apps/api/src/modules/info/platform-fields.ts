import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_RID_CODES, parseListText } from '@sillage/pipeline';
import {
  PlatformFieldListSchema,
  PlatformFieldsSchema,
  type PlatformFieldEntry,
  type PlatformFieldListName,
  type PlatformFields,
} from '@sillage/shared-types';

/** Where the field lists come from: SILLAGE_FIELDS_FILE, else the platforms packs' roots. */
export interface PlatformFieldsSource {
  fieldsFile?: string | undefined;
  platformPacks: readonly string[];
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * The platforms `fields.json` (rid, mime, rtype and other codes), read on every call so a pack
 * update shows at once: SILLAGE_FIELDS_FILE, else the first pack that has one at its root. A pack
 * without it may still carry the older one-list files (`rid.json`, `mime.json`, `rtype.json`),
 * which fill the lists they name. With none of these, `rid` is the qualifier's built-in list
 * (the codes it weighs whatever is configured) and the other lists are empty: Sillage ships no
 * copy of the pack's descriptions. A file that is not valid JSON of that shape is an error.
 */
export async function readPlatformFields(source: PlatformFieldsSource): Promise<PlatformFields> {
  const candidates = [
    ...(source.fieldsFile === undefined ? [] : [source.fieldsFile]),
    ...source.platformPacks.map((pack) => path.join(pack, 'fields.json')),
  ];
  for (const file of candidates) {
    const content = await readJson(file);
    if (content !== undefined) {
      const parsed = PlatformFieldsSchema.safeParse(content);
      if (!parsed.success) {
        throw new Error(`${file} is not a fields.json (lists of {code, …})`);
      }
      return parsed.data;
    }
  }
  const fields: Record<PlatformFieldListName, PlatformFieldEntry[] | undefined> = {
    rid: undefined,
    mime: undefined,
    rtype: undefined,
  };
  for (const pack of source.platformPacks) {
    for (const name of Object.keys(fields) as PlatformFieldListName[]) {
      if (fields[name] !== undefined) {
        continue;
      }
      const file = path.join(pack, `${name}.json`);
      const content = await readJson(file);
      if (content !== undefined) {
        const parsed = PlatformFieldListSchema.safeParse(content);
        if (!parsed.success) {
          throw new Error(`${file} is not a list of {code, …}`);
        }
        fields[name] = parsed.data;
      }
    }
  }
  return {
    rid: fields.rid ?? DEFAULT_RID_CODES.map((code) => ({ code })),
    mime: fields.mime ?? [],
    rtype: fields.rtype ?? [],
  };
}

/** Sorts a list by code the reference's way: `desc` descending, any other value ascending. */
export function sortByCode(
  list: readonly PlatformFieldEntry[],
  order: string,
): PlatformFieldEntry[] {
  const sign = order === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => (a.code < b.code ? -sign : a.code > b.code ? sign : 0));
}

const DOMAIN_LIST = /^domains\..+\.txt$/;

/**
 * The ignored domains really applied by the filter: the `domains.*.txt` lists of the exclusions
 * pack (none without one). The reference answered a setting of its own that its filter ignored.
 */
export async function readIgnoredDomains(exclusionsDir: string | undefined): Promise<string[]> {
  if (exclusionsDir === undefined) {
    return [];
  }
  const names = (await readdir(exclusionsDir)).filter((name) => DOMAIN_LIST.test(name)).sort();
  const domains = new Set<string>();
  for (const name of names) {
    const text = await readFile(path.join(exclusionsDir, name), 'utf8');
    parseListText(text).forEach((domain) => domains.add(domain.toLowerCase()));
  }
  return [...domains];
}
