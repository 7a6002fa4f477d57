import type { RejectCategory } from '@sillage/shared-types';
import { makeEvent } from '../testing/stage-harness.js';
import { SILENT_TRACES } from '../traces/trace-logger.js';
import { describeRejectReason } from './reject-reason.js';
import { createEventStage, type StageContext } from './stage.js';

describe('createEventStage', () => {
  it('keeps the events that go on at the front of the batch, in order, and rejects the others', () => {
    const rejected: [number, RejectCategory, string | undefined][] = [];
    const context: StageContext = {
      reject: (event, category, reason) =>
        rejected.push([
          event.lineNumber,
          category,
          reason === undefined ? undefined : describeRejectReason(reason),
        ]),
      count: () => undefined,
      setCounter: () => undefined,
      noteUnknownDomain: () => undefined,
      noteParserFailures: () => undefined,
      trace: SILENT_TRACES,
    };
    const stage = createEventStage('check', (event) => {
      const n = event.lineNumber;
      if (n % 5 === 0) {
        throw new Error('broken');
      }
      if (n % 3 === 0) {
        return 'robots-ecs';
      }
      return n % 4 === 0 ? { category: 'ignored-hosts', reason: 'listed' } : undefined;
    });
    const batch = Array.from({ length: 20 }, (_, index) => makeEvent({}, index + 1));
    const same = batch;
    stage.processInPlace?.(batch, context);
    expect(batch).toBe(same);
    expect(batch.map((event) => event.lineNumber)).toEqual([1, 2, 7, 11, 13, 14, 17, 19]);
    expect(rejected.slice(0, 4)).toEqual([
      [3, 'robots-ecs', undefined],
      [4, 'ignored-hosts', 'listed'],
      [5, 'unknown-errors', 'check: Error: broken'],
      [6, 'robots-ecs', undefined],
    ]);
    expect(rejected).toHaveLength(12);
  });
});
