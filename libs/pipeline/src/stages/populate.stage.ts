import { createEventStage, type Stage } from '../engine/stage.js';

/**
 * The reference's `populate` middleware: sets the same values on every event (`Populate-Fields`),
 * over what the event had. A setting puts it before `filter` to give the lines of a site's own
 * log, whose URLs are paths, the domain recognition needs.
 */
export function createPopulateStage(values: Readonly<Record<string, string>>): Stage {
  const entries = Object.entries(values);
  return createEventStage('populate', (event) => {
    const { fields } = event;
    for (const [name, value] of entries) {
      fields[name] = value;
    }
    return undefined;
  });
}
