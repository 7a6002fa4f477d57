import { createEventStage, type Stage } from '../engine/stage.js';
import { computeSessionKey } from './counter-keys.js';

/**
 * Sets each event's `session_id` (logged session + date, else the surrogate user|date|hour). It
 * runs last in the chain so that crypted identity fields (host, login) are what the key holds.
 */
export function createCounterSessionStage(): Stage {
  return createEventStage(
    'counter-session',
    (event) => {
      event.fields.session_id = computeSessionKey(event.fields);
      return undefined;
    },
    ['session_id'],
  );
}
