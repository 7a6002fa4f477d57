import { randomBytes } from 'node:crypto';
import type { JobSettings } from '@sillage/shared-types';
import { escapeRegex } from '@sillage/log-parser';
import type { PipelineToolkit } from './toolkit.js';

/**
 * Fields whose value repeats or derives from a `Crypted-Fields` field: the geolocation echoes
 * the host it looked up. They are hashed with it, with the same key, so the result still joins
 * on them (issue 19: `geoip-host` stayed clear in results and in the report's `first_event`).
 */
const DERIVED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  host: ['geoip-host'],
};

/** The crypted fields and every field derived from them. */
export function expandCryptedFields(fields: readonly string[]): string[] {
  return [...new Set(fields.flatMap((name) => [name, ...(DERIVED_FIELDS[name] ?? [])]))];
}

/** Whether a job hashes fields (its chain runs the anonymizer over a non-empty list). */
export function cryptsFields(settings: JobSettings): boolean {
  return (
    !settings.cleanOnly &&
    settings.cryptedFields.length > 0 &&
    settings.middlewares.includes('anonymizer')
  );
}

/**
 * The job's settings with a crypting key of its own when none was given, so every place that
 * hides a crypted value (the anonymizer stage, the report's sample lines) gives the same hash.
 */
export function withJobCryptingKey(settings: JobSettings): JobSettings {
  return cryptsFields(settings) && settings.cryptingSalt === undefined
    ? { ...settings, cryptingSalt: randomBytes(32).toString('base64url') }
    : settings;
}

/** A raw log line as the report may keep it: its crypted values hashed, or withheld. */
export type LineProtector = (
  line: string,
  fields: Readonly<Record<string, string | undefined>> | undefined,
) => string | undefined;

const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
const IPV6 = /(?<![\w:])(?:[0-9a-f]{0,4}:){2,7}[0-9a-f]{0,4}(?![\w:])/gi;

/**
 * Hides crypted values in raw lines kept by the report (the first line, the reject explorer's
 * samples). A line whose fields were read has each crypted (or derived) value replaced by its
 * hash, and any other IP address in it too when `host` is crypted (forwarded-for lists…). A line
 * that could not be read gives undefined (withheld): nothing tells where its login is.
 * Undefined when the job crypts nothing: lines are kept as they are.
 */
export function createLineProtector(
  settings: JobSettings,
  toolkit: PipelineToolkit,
): LineProtector | undefined {
  if (!cryptsFields(settings)) {
    return undefined;
  }
  const names = expandCryptedFields(settings.cryptedFields);
  const anonymize = toolkit.createAnonymizer({
    fields: ['value'],
    algorithm: settings.cryptingAlgorithm,
    ...(settings.cryptingSalt === undefined ? {} : { salt: settings.cryptingSalt }),
  });
  const hash = (value: string): string => {
    const probe = { value };
    anonymize(probe);
    return probe.value;
  };
  const hostCrypted = settings.cryptedFields.includes('host');
  return (line, fields) => {
    if (fields === undefined || Object.keys(fields).length === 0) {
      return undefined;
    }
    const values = names
      .map((name) => fields[name])
      .filter((value): value is string => value !== undefined && value !== '' && value !== '-')
      .sort((a, b) => b.length - a.length);
    // One pass, longest value first, so a hash is never searched for another value.
    let kept =
      values.length === 0
        ? line
        : line.replace(new RegExp(values.map(escapeRegex).join('|'), 'g'), hash);
    if (hostCrypted) {
      kept = kept
        .replace(IPV4, hash)
        .replace(IPV6, (match) =>
          match.includes('::') || /[a-f]/i.test(match) || match.split(':').length === 8
            ? hash(match)
            : match,
        );
    }
    return kept;
  };
}
