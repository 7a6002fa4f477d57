import { EventEmitter } from 'node:events';
import type { JobBusEvent } from '@sillage/shared-types';

/** Receives every job event published on the bus, by any process. */
export type JobEventListener = (event: JobBusEvent) => void;

/** Carries job events between the processes (or within the one process) of an instance. */
export interface JobEventBus {
  /** Delivers `event` to every subscriber of every process; resolves once it is sent. */
  publish(event: JobBusEvent): Promise<void>;
  /** Starts receiving events; the returned function stops. */
  subscribe(listener: JobEventListener): () => void;
  close(): Promise<void>;
}

/** A bus inside one process (the embedded mode): events are delivered synchronously. */
export function createInProcessEventBus(): JobEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(event) {
      emitter.emit('event', event);
      return Promise.resolve();
    },
    subscribe(listener) {
      const safe = (event: JobBusEvent) => {
        try {
          listener(event);
        } catch {
          // One failing subscriber must not stop the others nor the publisher.
        }
      };
      emitter.on('event', safe);
      return () => emitter.off('event', safe);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}
