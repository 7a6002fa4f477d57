import { GENERIC_SETTING_COUNTRY, type PredefinedSettingsMap } from './settings.schema.js';

/**
 * The generic predefined settings every Sillage offers, the server (`GET
 * /api/info/predefined-settings`) and `sillage process` alike; an instance's or a pack's
 * `predefined-settings.json` may override them by id. Ids follow the reference's `00-<country>-`
 * convention, `00-00` being generic (ADR 0077).
 */
export const BUILT_IN_PREDEFINED_SETTINGS: PredefinedSettingsMap = {
  '00-00-ezproxy-default': {
    fullName: 'EZproxy, default log format',
    country: GENERIC_SETTING_COUNTRY,
    headers: { 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' },
  },
  '00-00-apache-combined': {
    fullName: 'Apache combined log format',
    country: GENERIC_SETTING_COUNTRY,
    // Custom captures need their own regex: the default `%{name}` pattern stops at spaces, and
    // `.*` would run past the closing quote into the next field.
    headers: {
      'Log-Format-apache': '%h %l %u %t "%r" %>s %b "%{Referer}<[^"]*>" "%{User-Agent}<[^"]*>"',
    },
  },
  '00-00-no-anonymization': {
    fullName: 'No anonymization of hosts and logins',
    country: GENERIC_SETTING_COUNTRY,
    headers: { 'Crypted-Fields': 'none' },
  },
  '00-00-json-output': {
    fullName: 'JSON output',
    country: GENERIC_SETTING_COUNTRY,
    headers: { Accept: 'application/json' },
  },
  '00-00-tsv-output': {
    fullName: 'Tab-separated output',
    country: GENERIC_SETTING_COUNTRY,
    headers: { Accept: 'text/tab-separated-values' },
  },
  '00-00-all-reject-files': {
    fullName: 'Keep every reject file',
    country: GENERIC_SETTING_COUNTRY,
    headers: { 'Reject-Files': 'all' },
  },
};

/**
 * Ids the CLI's built-in settings had before there was one list: still accepted in
 * `ezPAARSE-Predefined-Settings` (by the server too), and resolved to the entry they name now.
 */
export const BUILT_IN_PREDEFINED_SETTING_ALIASES: Readonly<Record<string, string>> = {
  'sillage-ezproxy-default': '00-00-ezproxy-default',
  'sillage-apache-combined': '00-00-apache-combined',
  'sillage-no-anonymization': '00-00-no-anonymization',
};

/** True for the id of a built-in entry (the web app translates their names). */
export function isBuiltInPredefinedSetting(id: string): boolean {
  return Object.hasOwn(BUILT_IN_PREDEFINED_SETTINGS, id);
}
