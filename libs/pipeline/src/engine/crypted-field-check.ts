import { createJobFailure, type JobFailure, type JobSettings } from '@sillage/shared-types';
import { editDistance } from './edit-distance.js';

/**
 * Other names people give the two fields hashed by default: the client's address (`host` in
 * every log format) and the proxy login (`login`).
 */
const OTHER_NAMES: Readonly<Record<'host' | 'login', readonly string[]>> = {
  host: ['ip', 'ips', 'ip_address', 'ipaddress', 'addr', 'address', 'client', 'clientip', 'client_ip', 'remote_addr', 'hostname'], // prettier-ignore
  login: ['user', 'users', 'username', 'user_name', 'userid', 'user_id', 'uid'],
};

/**
 * A `Crypted-Fields` name that stands for the log's `host` or `login` under another spelling
 * (`hosts`, `Logins`, `ip`, `user`) while that field itself is left out of the list: the job
 * would hash nothing under that name and give addresses or logins out in clear. Checked once the
 * log's fields are known (a CSV input or a custom format may have a column really named `ip`,
 * which is then hashed as asked), before any event is written.
 */
export function checkCryptedFieldNames(
  cryptedFields: readonly string[],
  logFields: readonly string[],
): JobFailure | undefined {
  for (const name of cryptedFields) {
    if (logFields.includes(name)) {
      continue;
    }
    const lower = name.toLowerCase();
    for (const field of ['host', 'login'] as const) {
      if (!logFields.includes(field) || cryptedFields.includes(field)) {
        continue;
      }
      if (editDistance(lower, field, 1) <= 1 || OTHER_NAMES[field].includes(lower)) {
        return createJobFailure(
          4028,
          `Crypted-Fields names "${name}", which this log does not have: its ${field === 'host' ? 'client addresses are' : 'logins are'} in "${field}". Nothing was written; write "${field}" to hash them.`,
        );
      }
    }
  }
  return undefined;
}

/**
 * The fields a job's chain adds to its events, which Crypted-Fields may name although the log
 * does not have them: Extract's destinations (`login => /(.*)@/ => user`), Populate-Fields' names
 * and the session-id middleware's user and session ids.
 */
export function fieldsTheChainMakes(settings: JobSettings): string[] {
  const made = [
    ...(settings.extract?.destinations ?? []),
    ...Object.keys(settings.populateFields ?? {}),
  ];
  if (settings.middlewares.includes('session-id') && settings.sessionIdFields !== undefined) {
    made.push(settings.sessionIdFields.session, settings.sessionIdFields.userid);
  }
  return made;
}
