import { linearRunnable, type ExtractRule } from '@sillage/shared-types';
import { createEventStage, type Stage } from '../engine/stage.js';

/**
 * `Extract` (the reference's cut middleware): copies the capture groups of a regex, or the parts
 * of a split, of one field into the destination fields, which join the output columns.
 */
export function createExtractStage(rule: ExtractRule): Stage {
  const { source, destinations } = rule;
  // Run as checked: a case-insensitive regex spelled without `i`, which V8's linear engine can
  // take over if it backtracks too much (ADR 0016).
  const runnable = linearRunnable(rule.pattern, rule.flags);
  const regex =
    rule.kind === 'regex' || rule.separator === undefined
      ? new RegExp(runnable.pattern, runnable.flags)
      : undefined;
  const separator = rule.separator;
  return createEventStage(
    'cut',
    (event) => {
      const value = event.fields[source];
      if (!value) {
        return undefined;
      }
      let parts: (string | undefined)[] | null;
      if (rule.kind === 'regex' && regex) {
        // A `g` or `y` regex would go on from where the previous line's match ended.
        regex.lastIndex = 0;
        parts = regex.exec(value)?.slice(1) ?? null;
      } else {
        parts = value.split(separator ?? regex ?? '');
      }
      if (parts) {
        destinations.forEach((name, index) => {
          const part = parts[index];
          if (part !== undefined) {
            event.fields[name] = part;
          }
        });
      }
      return undefined;
    },
    destinations,
  );
}
