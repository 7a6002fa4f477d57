import { createEventStage, type Stage } from '../engine/stage.js';
import {
  computeSessionKey,
  DEFAULT_IDENTITY_FIELDS,
  type CounterIdentityFields,
} from './counter-keys.js';

/**
 * Sets each event's `session_id` (logged session + date, else the surrogate user|date|hour), from
 * the identity fields the job names. It runs last in the chain so that crypted identity fields
 * (host, login) are what the key holds.
 */
export function createCounterSessionStage(
  identity: CounterIdentityFields = DEFAULT_IDENTITY_FIELDS,
): Stage {
  return createEventStage(
    'counter-session',
    (event) => {
      event.fields.session_id = computeSessionKey(event.fields, identity);
      return undefined;
    },
    ['session_id'],
  );
}
