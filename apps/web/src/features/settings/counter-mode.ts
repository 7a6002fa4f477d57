import type { HeaderRow } from './settings-model.js';

/** The header the COUNTER switch sets (the same one a user may type in the advanced headers). */
export const COUNTER_MODE_HEADER = 'COUNTER-Mode';
export const COUNTER_MODE_R51 = 'r51';

/** Index of the `COUNTER-Mode` row (header names are case-insensitive), or -1. */
export function findCounterModeRow(headers: readonly HeaderRow[]): number {
  return headers.findIndex((row) => row.name.trim().toLowerCase() === 'counter-mode');
}
