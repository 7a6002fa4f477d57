import { parseJobSettings } from '@sillage/shared-types';
import { JOB_SETTINGS_CHECKS } from './job-settings-checks.js';

const parse = (headers: Record<string, string>) =>
  parseJobSettings(headers, { checks: JOB_SETTINGS_CHECKS });

describe('JOB_SETTINGS_CHECKS', () => {
  // None of these is known to TextDecoder; iconv-lite knows them all, as the reference needs.
  it.each(['cp850', 'cp437', 'macroman', 'latin9', 'ISO-8859-15', 'windows-1252', 'utf-8'])(
    'lets Request-Charset %s through',
    (charset) => {
      const result = parse({ 'Request-Charset': charset });
      expect(result.ok && result.settings.requestCharset).toBe(charset);
    },
  );

  it('refuses a Date-Format it cannot read with 4028, naming the token', () => {
    const result = parse({ 'Date-Format': 'DD/MMM/YYYY:HH:mm:ss z' });
    expect(result.ok ? undefined : result.failure).toEqual({
      status: 4028,
      message:
        'Date-Format "DD/MMM/YYYY:HH:mm:ss z": "z": a zone name cannot be read back into an offset; use Z or ZZ (+01:00, +0100).',
    });
  });

  // Refused where the settings are read (an upload, a saved setting, the predefined listing)
  // rather than when the job reads its first line.
  it.each([
    [
      'an invalid custom regex',
      '%h %{x}<[z-a]> %t "%r"',
      /^Log-Format-ezproxy: The regex of "%\{x\}<\[z-a\]>" is invalid/,
    ],
    ['a capturing group', '%h %{x}<(a)> %t "%r"', /^Log-Format-ezproxy: .*capturing group/],
    ['no date', '%h "%r"', /^Log-Format-ezproxy: the format captures no date/],
    ['no URL', '%h %t', /^Log-Format-ezproxy: the format captures no URL/],
  ])('refuses a Log-Format with %s with 4003, naming the header', (_case, format, message) => {
    const result = parse({ 'Log-Format-ezproxy': format });
    expect(result.ok ? undefined : result.failure.status).toBe(4003);
    expect(result.ok ? '' : result.failure.message).toMatch(message);
  });

  it('lets a Log-Format with a date and a URL through', () => {
    expect(parse({ 'Log-Format-ezproxy': '%h %l %u %t "%r" %s %b' }).ok).toBe(true);
  });

  it('takes the ISO "T" written bare, as moment (the reference) does', () => {
    expect(parse({ 'Date-Format': 'YYYY-MM-DDTHH:mm:ss' }).ok).toBe(true);
    expect(parse({ 'Date-Format': 'YYYY-MM-DD[T]HH:mm:ss' }).ok).toBe(true);
  });

  it('refuses a charset iconv-lite does not know with 4015', () => {
    const result = parse({ 'Request-Charset': 'klingon' });
    expect(result.ok ? undefined : result.failure.status).toBe(4015);
  });
});
