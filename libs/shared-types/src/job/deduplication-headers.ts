import { readBoolean } from './header-values.js';
import { fail, succeed, type Validated } from './job-failure.js';
import type { DeduplicationSettings } from './job-settings.schema.js';

/** `Double-Click-<mime>` (lower-cased): a window, or Removal, Strategy, MIXED. */
const WINDOW_HEADER = /^double-click-([a-z]+)$/;
/** `Double-Click-C-Field`, `-L-Field`, `-I-Field` (lower-cased). */
const FIELD_HEADER = /^double-click-([cli])-field$/;

/** True for a `Double-Click-*` header name (any case) that readDeduplicationHeaders reads. */
export function isDeduplicationHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return WINDOW_HEADER.test(lower) || FIELD_HEADER.test(lower);
}

/**
 * The `Double-Click-*` headers that set the rules (Removal, Strategy, MIXED, a mime's window), as
 * opposed to the fields telling users apart: what COUNTER R5.1 mode replaces by its own rules.
 */
export function isDoubleClickRuleHeader(name: string): boolean {
  return WINDOW_HEADER.test(name.toLowerCase());
}

/** The header a value not made of seconds was probably meant for (a misspelt name), if any. */
function meantHeader(value: string): string {
  if (/^[CLI]{1,3}$/i.test(value)) {
    return ' Letters C, L and I are a strategy: write Double-Click-Strategy.';
  }
  return /^(?:true|false|yes|no|on|off)$/i.test(value)
    ? ' Turning the removal on or off is Double-Click-Removal.'
    : '';
}

/**
 * Reads the `Double-Click-*` headers with the reference defaults (HTML 10 s, PDF 30 s, MISC 30 s,
 * strategy CLI on session/login/host); any `Double-Click-<mime>: <int>` adds a window. Unlike the
 * reference, a strategy other than C/L/I letters, a window that is not a whole number of seconds,
 * and a `Double-Click-Removal` other than a yes/no value, are refused (4028).
 */
export function readDeduplicationHeaders(
  headers: Record<string, string>,
): Validated<DeduplicationSettings> {
  const windows = new Map<string, number>([
    ['misc', 30],
    ['html', 10],
    ['pdf', 30],
  ]);
  const enabled = readBoolean(headers, 'Double-Click-Removal', true);
  if (!enabled.ok) {
    return enabled;
  }
  const settings: DeduplicationSettings = {
    enabled: enabled.value,
    strategy: 'CLI',
    fieldNames: { C: 'session', L: 'login', I: 'host' },
    windows: [],
  };
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'double-click-strategy') {
      if (!/^[CLI]{1,3}$/i.test(value)) {
        return fail(4028, `Double-Click-Strategy must use the letters C, L and I, not "${value}".`);
      }
      settings.strategy = value.toUpperCase();
      continue;
    }
    const field = FIELD_HEADER.exec(name);
    if (field?.[1]) {
      settings.fieldNames[field[1].toUpperCase() as 'C' | 'L' | 'I'] = value;
      continue;
    }
    const window = WINDOW_HEADER.exec(name);
    if (!window?.[1] || window[1] === 'removal' || window[1] === 'strategy') {
      continue;
    }
    // Whole seconds only: parseInt would read `10abc` as 10 and `1.5` as 1 without a word.
    const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isFinite(seconds)) {
      // Named as the documentation writes it (headers arrive lower-cased).
      const header = `Double-Click-${window[1].toUpperCase()}`;
      return fail(
        4028,
        `${header} (a window for the mime "${window[1]}") must be a whole number of seconds, not "${value}".${meantHeader(value)}`,
      );
    }
    if (window[1] === 'mixed') {
      if (seconds > 0) {
        settings.mixedWindow = seconds;
      }
    } else {
      windows.set(window[1], seconds);
    }
  }
  settings.windows = [...windows.entries()];
  return succeed(settings);
}
