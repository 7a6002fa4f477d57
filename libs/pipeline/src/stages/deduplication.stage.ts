import type { DeduplicationSettings } from '@sillage/shared-types';
import { HeldEventQueue, type HoldOptions } from '../engine/held-event-queue.js';
import type { PipelineEvent } from '../engine/pipeline-event.js';
import type { Stage, StageContext } from '../engine/stage.js';
import { DeduplicationWindows, type HeldEvent } from './deduplication-windows.js';

/**
 * Double-click removal (COUNTER last-click-wins) plus the chronology check (`unordered-ecs`).
 * Events stay held while a later click could still replace them; they leave this stage in input
 * order, so the output keeps the order of the log. Past `hold.eventsInMemory` held events, the
 * next ones wait on disk.
 */
export function createDeduplicationStage(
  settings: DeduplicationSettings,
  hold: HoldOptions = {},
): Stage {
  if (!settings.enabled) {
    return { name: 'deduplicator', process: (events, out) => void out.push(...events) };
  }
  const windows = new DeduplicationWindows(settings);
  const queue = new HeldEventQueue<HeldEvent>(hold);

  /** Lets go the settled events at the front, one slice at most; true if it stopped there. */
  function releaseSettled(out: PipelineEvent[], context: StageContext) {
    const slice = queue.startSlice();
    for (
      let held = queue.peek();
      held !== undefined && held.state !== 'held';
      held = queue.peek()
    ) {
      if (slice.full) {
        return true;
      }
      const event = queue.shift();
      slice.add(event);
      if (held.state === 'released') {
        out.push(event);
      } else {
        context.reject(event, 'duplicate-ecs');
      }
    }
    return false;
  }

  return {
    name: 'deduplicator',
    process(events, out, context) {
      context.noteChronologyChecked?.(events.length);
      for (const event of events) {
        if (!windows.isInOrder(event)) {
          context.reject(event, 'unordered-ecs');
          continue;
        }
        queue.push(windows.push(event, queue.full).held);
      }
      queue.traceFirstSpill(context.trace, 'double-click removal');
      releaseSettled(out, context);
    },
    flush(out, context) {
      windows.drain();
      return releaseSettled(out, context);
    },
    dispose() {
      queue.dispose();
    },
  };
}
