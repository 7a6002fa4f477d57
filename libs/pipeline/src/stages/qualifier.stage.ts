import { createEventStage, type Stage } from '../engine/stage.js';

/** The reference's rid codes (platforms `fields.json`), used when no list is configured. */
export const DEFAULT_RID_CODES: readonly string[] = [
  'title_id',
  'print_identifier',
  'doi',
  'ark',
  'pii',
  'ppn',
  'online_identifier',
  'unitid',
  'db_id',
];

/**
 * Keeps events whose qualifying weight reaches 1 (reference weights: `rtype` 0.5, `mime` 0.5,
 * each rid code 1), i.e. an identifier or both rtype and mime; others are `unqualified-ecs`.
 */
export function createQualifierStage(ridCodes: readonly string[] = DEFAULT_RID_CODES): Stage {
  const weights: [string, number][] = [
    ['rtype', 0.5],
    ['mime', 0.5],
    ...ridCodes.map((code): [string, number] => [code, 1]),
  ];
  return createEventStage('qualifier', (event) => {
    const { fields } = event;
    let level = 0;
    for (const [name, weight] of weights) {
      if (fields[name]) {
        level += weight;
        if (level >= 1) {
          return undefined;
        }
      }
    }
    return 'unqualified-ecs';
  });
}
