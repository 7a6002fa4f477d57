import type { JobSettings } from '@sillage/shared-types';
import type { ReportSentence } from './alerts.js';

/** The user fields when no Double-Click-*-Field header names others. */
const DEFAULT_USER_FIELDS: Readonly<Record<'C' | 'L' | 'I', string>> = {
  C: 'session',
  L: 'login',
  I: 'host',
};

type UserFieldsSettings = Pick<
  JobSettings,
  'deduplication' | 'counterMode' | 'middlewares' | 'cleanOnly'
>;

/**
 * The `alert-users` sentence: the fields that tell users apart for double clicks (the strategy's,
 * or COUNTER R5.1's login, session and address) are not in the log. Either a Double-Click-*-Field
 * header names a field the format does not capture (a misspelt name: the next field serves), or
 * none of them is captured: the deduplicator then removes nothing, and COUNTER R5.1 takes every
 * reader for one. Both went unsaid, as in the reference. Default names the format lacks (most
 * logs have no `session`) are the ordinary case and raise nothing while another field serves.
 */
export function uncapturedUserFieldsAlert(
  settings: UserFieldsSettings,
  logFields: readonly string[],
): ReportSentence | undefined {
  if (settings.cleanOnly) {
    return undefined;
  }
  const counter = settings.counterMode === 'r51';
  const { deduplication } = settings;
  if (!counter && !(deduplication.enabled && settings.middlewares.includes('deduplicator'))) {
    return undefined;
  }
  // COUNTER R5.1 reads login, else session, else address, whatever the strategy letters say.
  const letters = (counter ? 'LCI' : deduplication.strategy).split('') as ('C' | 'L' | 'I')[];
  const named = letters.map((letter) => {
    const name = deduplication.fieldNames[letter];
    return { name, byDefault: name === DEFAULT_USER_FIELDS[letter] };
  });
  const captured = (name: string): boolean =>
    logFields.includes(name) ||
    // COUNTER also reads EZproxy's own session field when the session field is missing.
    (counter && name === deduplication.fieldNames.C && logFields.includes('ezproxy-session'));
  // Each name once: a strategy may repeat a letter (`CC`).
  const namesWhere = (keep: (entry: (typeof named)[number]) => boolean) =>
    [...new Set(named.filter(keep).map(({ name }) => name))].join(', ');
  const by = namesWhere(({ name }) => captured(name));
  const fields = namesWhere(({ name, byDefault }) => !captured(name) && (by === '' || !byDefault));
  if (fields === '') {
    return undefined;
  }
  let text: string;
  if (by !== '') {
    text = `Double-Click-*-Field names ${fields}, which the log format does not capture: users are told apart by ${by}`;
  } else if (counter) {
    text = `COUNTER R5.1 tells users apart by ${fields}, none of which the log format captures: every reader counts as one user`;
  } else {
    text = `The double-click removal tells users apart by ${fields}, none of which the log format captures: no double click was removed`;
  }
  return {
    text,
    notice: {
      key: 'alert-users',
      code: 'uncaptured-user-fields',
      params: { fields, by, mode: counter ? 'counter' : 'deduplication' },
    },
  };
}
