import type { SessionIdFields } from '@sillage/shared-types';
import { createEventStage, type Stage } from '../engine/stage.js';

/**
 * The reference's `session-id` middleware: a COUNTER user id (the login, else the cookie, else
 * the address and the user-agent joined by `|`) and a session id (the event's date, its hour and
 * the user id, joined by `|`: `2019-06-09|08|john.doe`). Both are added to the output, where an
 * anonymizer run after may hash them.
 */
export function createSessionIdStage(names: SessionIdFields): Stage {
  return createEventStage(
    'session-id',
    (event) => {
      const { fields } = event;
      const user =
        [fields[names.user], fields[names.cookie]].find(
          (value) => value !== undefined && value !== '',
        ) ?? `${fields[names.host] ?? ''}|${fields[names.useragent] ?? ''}`;
      // `datetime` is ISO 8601 in the job's output zone, the zone `date` is in.
      const hour = (fields.datetime ?? '').slice(11, 13);
      fields[names.userid] = user;
      fields[names.session] = `${fields.date ?? ''}|${hour}|${user}`;
      return undefined;
    },
    [names.session, names.userid],
  );
}
