import type { DeduplicationSettings } from '@sillage/shared-types';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import { DeduplicationWindows, type HeldEvent } from './deduplication-windows.js';

/**
 * Double-click removal (COUNTER last-click-wins) plus the chronology check (`unordered-ecs`).
 * Events stay held while a later click could still replace them; they leave this stage in input
 * order, so the output keeps the order of the log.
 */
export function createDeduplicationStage(settings: DeduplicationSettings): Stage {
  if (!settings.enabled) {
    return { name: 'deduplicator', process: (events, out) => void out.push(...events) };
  }
  const windows = new DeduplicationWindows(settings);
  // Released slots are cleared at once: a slot left set would keep its event alive until the
  // next compaction, long enough for the collector to promote it (half of a job's promotions).
  let queue: (HeldEvent | undefined)[] = [];
  let head = 0;

  function releaseSettled(out: PipelineEvent[], context: StageContext) {
    while (head < queue.length) {
      const held = queue[head];
      if (held === undefined || held.state === 'held') {
        break;
      }
      queue[head] = undefined;
      head++;
      if (held.state === 'released') {
        out.push(held.event);
      } else {
        context.reject(held.event, 'duplicate-ecs');
      }
    }
    if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  }

  return {
    name: 'deduplicator',
    process(events, out, context) {
      for (const event of events) {
        if (!windows.isInOrder(event)) {
          context.reject(event, 'unordered-ecs');
          continue;
        }
        queue.push(windows.push(event).held);
      }
      releaseSettled(out, context);
    },
    flush(out, context) {
      windows.drain();
      releaseSettled(out, context);
    },
  };
}
