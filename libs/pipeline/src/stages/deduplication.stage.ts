import type { DeduplicationSettings } from '@sillage/shared-types';
import { HeldQueue } from '../engine/held-queue.js';
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
  const queue = new HeldQueue<HeldEvent>();

  function releaseSettled(out: PipelineEvent[], context: StageContext) {
    let held = queue.peek();
    while (held !== undefined && held.state !== 'held') {
      queue.shift();
      if (held.state === 'released') {
        out.push(held.event);
      } else {
        context.reject(held.event, 'duplicate-ecs');
      }
      held = queue.peek();
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
