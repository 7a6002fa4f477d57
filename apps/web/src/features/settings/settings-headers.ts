import {
  createDefaultSettings,
  isLogType,
  isOutputFormat,
  type HeaderRow,
  type JobSettingsForm,
} from './settings-model.js';

/** Header names, in the reference spelling (the server reads them case-insensitively). */
export const HEADER = {
  accept: 'Accept',
  forceParser: 'Force-Parser',
  dateFormat: 'Date-Format',
  tracesLevel: 'Traces-Level',
  notifications: 'ezPAARSE-Job-Notifications',
  cryptedFields: 'Crypted-Fields',
  filterPlatforms: 'filter-platforms',
  outputFields: 'Output-Fields',
  middlewares: 'ezPAARSE-Middlewares',
  logFormatPrefix: 'Log-Format-',
} as const;

const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Spec §5: a middleware header is a plain list unless it uses the `(before X)`, `(after X)` or
 * `(only)` form (possibly several parts joined with `|`), which the form cannot show as a list.
 */
export function isPlainMiddlewareList(value: string): boolean {
  return !/\(\s*(before|after|only)\b/i.test(value) && !value.includes('|');
}

/**
 * The request headers of a job for these settings (client.md §3.3): only non-empty fields are
 * sent, except `Crypted-Fields`, always sent (`none` when emptied); advanced rows come last and
 * override a computed header of the same name, whatever its case (the computed spelling stays).
 */
export function settingsToHeaders(settings: JobSettingsForm): Record<string, string> {
  const headers: Record<string, string> = {};
  headers[HEADER.accept] = settings.outputFormat;
  if (settings.forceParser.trim()) {
    headers[HEADER.forceParser] = settings.forceParser.trim();
  }
  if (settings.dateFormat.trim()) {
    headers[HEADER.dateFormat] = settings.dateFormat.trim();
  }
  if (settings.tracesLevel) {
    headers[HEADER.tracesLevel] = settings.tracesLevel;
  }
  if (settings.logType && settings.logFormat.trim()) {
    headers[`${HEADER.logFormatPrefix}${settings.logType}`] = settings.logFormat.trim();
  }
  const mails = settings.notificationMails.map((mail) => mail.trim()).filter(Boolean);
  if (mails.length > 0) {
    headers[HEADER.notifications] = mails.map((mail) => `mail<${mail}>`).join(',');
  }
  headers[HEADER.cryptedFields] =
    settings.cryptedFields.length > 0 ? settings.cryptedFields.join(',') : 'none';
  if (settings.filterPlatforms.length > 0) {
    headers[HEADER.filterPlatforms] = settings.filterPlatforms.join(',');
  }
  const outputFields = [
    ...settings.addedFields.map((field) => `+${field}`),
    ...settings.removedFields.map((field) => `-${field}`),
  ];
  if (outputFields.length > 0) {
    headers[HEADER.outputFields] = outputFields.join(',');
  }
  if (settings.additionalMiddlewares.length > 0) {
    headers[HEADER.middlewares] = settings.additionalMiddlewares.join(',');
  }
  for (const row of settings.headers) {
    const name = row.name.trim();
    if (name === '' || row.value.trim() === '') {
      continue;
    }
    const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
    headers[existing ?? name] = row.value;
  }
  return headers;
}

/** An HTTP field name (RFC 9110 token): anything else the browser refuses to send at all. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Whether an advanced header row's name can be sent (an empty row is left out, so it can). */
export function isSendableHeaderName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed === '' || HEADER_NAME.test(trimmed);
}

/** The advanced header names of the form that cannot be sent (see isSendableHeaderName). */
export function unsendableHeaderNames(settings: Pick<JobSettingsForm, 'headers'>): string[] {
  return settings.headers
    .map((row) => row.name.trim())
    .filter((name) => !isSendableHeaderName(name));
}

/** Metadata copied as is when a saved setting is applied. */
export interface SettingIdentity {
  fullName?: string;
  country?: string | null;
}

/**
 * The form for a headers object (a predefined, custom or imported setting). Known headers fill
 * their field; anything the form cannot represent stays an advanced row, so nothing is lost.
 */
export function headersToSettings(
  input: Record<string, string>,
  identity: SettingIdentity = {},
): JobSettingsForm {
  const settings = createDefaultSettings();
  settings.fullName = identity.fullName ?? '';
  settings.country = identity.country ?? '';
  const rows: HeaderRow[] = [];

  for (const [name, value] of Object.entries(input)) {
    const key = name.toLowerCase();
    switch (key) {
      case 'ezpaarse-middlewares':
        if (isPlainMiddlewareList(value)) {
          settings.additionalMiddlewares = splitList(value);
        } else {
          rows.push({ name, value });
        }
        break;
      case 'date-format':
        settings.dateFormat = value;
        break;
      case 'force-parser':
        settings.forceParser = value;
        break;
      case 'traces-level':
        settings.tracesLevel = value;
        break;
      case 'accept':
        if (isOutputFormat(value)) {
          settings.outputFormat = value;
        } else {
          rows.push({ name, value });
        }
        break;
      case 'output-fields':
        for (const field of splitList(value)) {
          if (field.startsWith('-')) {
            settings.removedFields.push(field.slice(1));
          } else {
            // Only a leading "+" is dropped (the reference cut the first letter of bare names).
            settings.addedFields.push(field.startsWith('+') ? field.slice(1) : field);
          }
        }
        break;
      case 'crypted-fields':
        settings.cryptedFields = value.trim().toLowerCase() === 'none' ? [] : splitList(value);
        break;
      case 'filter-platforms':
        settings.filterPlatforms = splitList(value);
        break;
      case 'ezpaarse-job-notifications':
        settings.notificationMails = [...value.matchAll(/mail<([^>]+)>/g)].map((match) =>
          (match[1] ?? '').trim(),
        );
        break;
      default: {
        const logType = key.startsWith('log-format-') ? key.slice('log-format-'.length) : null;
        if (logType !== null && isLogType(logType) && logType !== '') {
          settings.logType = logType;
          settings.logFormat = value;
        } else {
          rows.push({ name, value });
        }
      }
    }
  }
  settings.headers = rows;
  return settings;
}

/** True when two forms would send the same job (identity fields aside). */
export function haveSameHeaders(left: JobSettingsForm, right: JobSettingsForm): boolean {
  const a = settingsToHeaders(left);
  const b = settingsToHeaders(right);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
