import type { JobReport, JobSettings } from '@sillage/shared-types';
import { COUNTER_DOUBLE_CLICK_WINDOW_SECONDS } from '../counter/counter-double-click.stage.js';

/** Value of `strategy` when COUNTER R5.1's double-click rule replaced the reference's. */
export const COUNTER_DEDUPLICATION_STRATEGY = 'COUNTER-R5.1';

/**
 * The report's `dedoublonnage` group: the double-click rule the job applied. Out of COUNTER mode
 * it restates the Double-Click headers when the deduplicator runs, as the reference does. In COUNTER R5.1 mode the COUNTER
 * stage replaces the reference deduplicator whatever those headers say, so the group gives its
 * single window for every format, and no C/L/I field names: it identifies users by login, else
 * session, else IP and user agent.
 */
export function describeDeduplication(
  settings: Pick<JobSettings, 'deduplication' | 'counterMode' | 'middlewares' | 'cleanOnly'>,
): JobReport['dedoublonnage'] {
  const { deduplication } = settings;
  if (settings.counterMode === 'r51') {
    // The COUNTER rules run whether or not the chain names the deduplicator (createPipeline).
    if (settings.cleanOnly) {
      return { activated: false };
    }
    const group: JobReport['dedoublonnage'] = {
      activated: true,
      strategy: COUNTER_DEDUPLICATION_STRATEGY,
    };
    for (const [mime] of deduplication.windows) {
      group[`window-${mime}`] = COUNTER_DOUBLE_CLICK_WINDOW_SECONDS;
    }
    return group;
  }
  // Only when the deduplicator runs: a chain without it, or a clean-only job, removes nothing.
  const runs =
    deduplication.enabled && !settings.cleanOnly && settings.middlewares.includes('deduplicator');
  const group: JobReport['dedoublonnage'] = { activated: runs };
  if (runs) {
    group.strategy = deduplication.strategy;
    for (const [letter, name] of Object.entries(deduplication.fieldNames)) {
      group[`fieldname-${letter}`] = name;
    }
    for (const [mime, seconds] of deduplication.windows) {
      group[`window-${mime}`] = seconds;
    }
    if (deduplication.mixedWindow !== undefined) {
      group['window-mixed'] = deduplication.mixedWindow;
    }
  }
  return group;
}
