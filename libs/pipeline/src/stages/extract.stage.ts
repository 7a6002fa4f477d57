import type { ExtractRule } from '@sillage/shared-types';
import { createEventStage, type Stage } from '../engine/stage.js';

/**
 * `Extract` (the reference's cut middleware): copies the capture groups of a regex, or the parts
 * of a split, of one field into the destination fields, which join the output columns.
 */
export function createExtractStage(rule: ExtractRule): Stage {
  const { source, destinations } = rule;
  const regex =
    rule.kind === 'regex' || rule.separator === undefined
      ? new RegExp(rule.pattern, rule.flags)
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
