/** The generic text shown when no id of a notification is in the catalog (spec §8). */
export const GENERIC_ERROR_ID = 'errors.error';

/** First id that the catalog knows, else the generic error id. */
export function resolveMessageId(
  candidates: readonly string[],
  catalog: Record<string, unknown>,
): string {
  return candidates.find((id) => Object.hasOwn(catalog, id)) ?? GENERIC_ERROR_ID;
}
