/** Log types the server knows a format syntax for ('' = auto recognition). */
export const LOG_TYPES = ['', 'ezproxy', 'apache', 'squid'] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** Spec §3: the three output formats, CSV by default. */
export const OUTPUT_FORMATS = [
  'text/csv',
  'text/tab-separated-values',
  'application/json',
] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const TRACES_LEVELS = ['info', 'error', 'warn'] as const;
export type TracesLevel = (typeof TRACES_LEVELS)[number];

export const DEFAULT_DATE_FORMAT_HINT = 'DD/MMM/YYYY:HH:mm:ss Z';

export interface HeaderRow {
  name: string;
  value: string;
}

/** The settings form of /process and /format (spec §3 "Settings"). */
export interface JobSettingsForm {
  fullName: string;
  country: string;
  headers: HeaderRow[];
  cryptedFields: string[];
  dateFormat: string;
  logType: LogType;
  logFormat: string;
  forceParser: string;
  outputFormat: OutputFormat;
  tracesLevel: string;
  notificationMails: string[];
  addedFields: string[];
  removedFields: string[];
  additionalMiddlewares: string[];
  filterPlatforms: string[];
}

/** Spec §3 and §9 defaults: CSV, traces `info`, `host` and `login` crypted. */
export const DEFAULT_SETTINGS: JobSettingsForm = {
  fullName: '',
  country: '',
  headers: [],
  cryptedFields: ['host', 'login'],
  dateFormat: '',
  logType: '',
  logFormat: '',
  forceParser: '',
  outputFormat: 'text/csv',
  tracesLevel: 'info',
  notificationMails: [],
  addedFields: [],
  removedFields: [],
  additionalMiddlewares: [],
  filterPlatforms: [],
};

/** A fresh copy of the defaults (arrays are never shared between forms). */
export function createDefaultSettings(): JobSettingsForm {
  return structuredClone(DEFAULT_SETTINGS);
}

export function isLogType(value: string): value is LogType {
  return (LOG_TYPES as readonly string[]).includes(value);
}

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}
