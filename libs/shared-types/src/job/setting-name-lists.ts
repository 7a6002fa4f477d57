import { splitList } from './header-values.js';
import { REJECT_CATEGORY_NAMES } from './reject-categories.js';

/** The filters `Disable-Filters` may turn off. */
export const DISABLE_FILTER_NAMES = ['robots', 'ignored-hosts', 'ignored-domains'] as const;

/** A list header's items that name nothing the job knows. */
export interface UnknownSettingValues {
  /** The header, in the reference's spelling. */
  header: string;
  /** The unknown items, as written. */
  values: string[];
  /** Every value the header accepts, `all` and `none` first. */
  accepted: readonly string[];
}

/**
 * Reads a comma list of names (any case): `all` is every one of `known`, `none` or an empty
 * header none; items that are not names of `known` are left out, as the reference leaves them,
 * and listed in `unknown`.
 */
export function readNameList<Name extends string>(
  value: string | undefined,
  known: readonly Name[],
): { names: Name[]; unknown: string[] } {
  const lower = (value ?? '').trim().toLowerCase();
  if (lower === 'all') {
    return { names: [...known], unknown: [] };
  }
  const names: Name[] = [];
  const unknown: string[] = [];
  for (const item of splitList(value)) {
    const name = known.find((candidate) => candidate === item.toLowerCase());
    if (name !== undefined) {
      names.push(name);
    } else if (item.toLowerCase() !== 'none') {
      unknown.push(item);
    }
  }
  return { names, unknown };
}

/**
 * The items of `Reject-Files` and `Disable-Filters` (lower-cased headers) that name no reject
 * category or filter. The job runs without them, as the reference's does, but should say so.
 */
export function findUnknownSettingValues(
  headers: Readonly<Record<string, string>>,
): UnknownSettingValues[] {
  const lists = [
    { header: 'Reject-Files', known: REJECT_CATEGORY_NAMES },
    { header: 'Disable-Filters', known: DISABLE_FILTER_NAMES },
  ];
  return lists.flatMap(({ header, known }) => {
    const { unknown } = readNameList(headers[header.toLowerCase()], known);
    return unknown.length === 0
      ? []
      : [{ header, values: unknown, accepted: ['all', 'none', ...known] }];
  });
}
