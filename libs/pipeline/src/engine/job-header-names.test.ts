import { CORE_JOB_HEADERS, parseJobSettings } from '@sillage/shared-types';
import {
  describeUnknownJobHeader,
  findUnknownJobHeaders,
  KNOWN_JOB_HEADERS,
} from './job-header-names.js';
import { MIDDLEWARE_HEADERS } from './middleware-headers.js';

describe('KNOWN_JOB_HEADERS', () => {
  it('holds the core headers and every middleware header', () => {
    expect(KNOWN_JOB_HEADERS).toEqual(
      expect.arrayContaining([...CORE_JOB_HEADERS, ...Object.values(MIDDLEWARE_HEADERS).flat()]),
    );
  });

  /** Values that change, or are refused by, any header a job really reads. */
  const PROBES = ['false', 'true', '0', '7', 'none', 'all', 'x', 'login', 'gzip', 'utf-16le'];
  const settingsOf = (headers: Record<string, string>) => {
    const result = parseJobSettings(headers);
    if (!result.ok) {
      return result.failure.status;
    }
    const { headers: _raw, ...settings } = result.settings;
    return JSON.stringify(settings);
  };
  // Content-Type is read by the input readers (api and CLI), not by the settings.
  const readBySettings = CORE_JOB_HEADERS.filter((name) => name !== 'Content-Type');

  // A core header no job reads would let a misspelt name pass as a known one.
  it.each(readBySettings)('lists %s, which the job settings read', (header) => {
    const defaults = settingsOf({});
    expect(PROBES.some((value) => settingsOf({ [header]: value }) !== defaults)).toBe(true);
  });
});

describe('findUnknownJobHeaders', () => {
  it('names a misspelt header and the known one it is nearest to', () => {
    expect(findUnknownJobHeaders(['Ouput-Fields', 'Log-Format-Ezprox', 'crypted-fields'])).toEqual([
      { name: 'Ouput-Fields', suggestion: 'Output-Fields' },
      { name: 'Log-Format-Ezprox', suggestion: 'Log-Format-ezproxy' },
    ]);
  });

  it('knows the headers in any case, the enrichers’ other spellings and Double-Click-<mime>', () => {
    expect(
      findUnknownJobHeaders([
        'OUTPUT-FIELDS',
        'Crossref-Max-Attempts',
        'HAL-Packet-Size',
        'Double-Click-EPUB',
      ]),
    ).toEqual([]);
  });

  // The job read none of these: it kept its default windows and fields without a word.
  it('names a Double-Click header the job does not read', () => {
    expect(
      findUnknownJobHeaders([
        'Double-Click-C_Field',
        'Double-Click-L-Fields',
        'Double-Click-Html5',
      ]),
    ).toEqual([
      { name: 'Double-Click-C_Field', suggestion: 'Double-Click-C-Field' },
      { name: 'Double-Click-L-Fields', suggestion: 'Double-Click-L-Field' },
      { name: 'Double-Click-Html5', suggestion: 'Double-Click-HTML' },
    ]);
  });

  it('names a header far from any known one without a suggestion', () => {
    expect(findUnknownJobHeaders(['Frobnicate'])).toEqual([{ name: 'Frobnicate' }]);
  });

  // An HTTP request carries headers of its own: only those that look like job headers count.
  it('keeps only look-alikes of job headers for an HTTP request', () => {
    const http = [
      'host',
      'user-agent',
      'accept-encoding',
      'accept-language',
      'accept-charset',
      'content-length',
      'connection',
      'transfer-encoding',
      'expect',
      'origin',
      'referer',
      'cookie',
      'cache-control',
      'x-forwarded-for',
      'x-request-id',
      'sec-fetch-site',
      'traceparent',
      'x-sillage-base-url',
    ];
    expect(
      findUnknownJobHeaders([...http, 'ouput-fields', 'ezpaarse-frobnicate'], {
        lookalikesOnly: true,
      }),
    ).toEqual([
      { name: 'ouput-fields', suggestion: 'Output-Fields' },
      { name: 'ezpaarse-frobnicate' },
    ]);
  });

  it('describes one with its suggestion', () => {
    expect(describeUnknownJobHeader({ name: 'Ouput-Fields', suggestion: 'Output-Fields' })).toBe(
      'Ouput-Fields (did you mean Output-Fields?)',
    );
    expect(describeUnknownJobHeader({ name: 'Frobnicate' })).toBe('Frobnicate');
  });
});

describe('findUnknownJobHeaders on headers of reference middlewares this build lacks', () => {
  // Predefined settings of the reference name them: they are not misspellings of ours.
  it('suggests none of ours for them, and does not take them for look-alikes', () => {
    const names = ['oe-packet-size', 'oeat-buffer-size', 'panist-enrich', 'COUNTER-Format'];
    expect(findUnknownJobHeaders(names)).toEqual(names.map((name) => ({ name })));
    expect(findUnknownJobHeaders(names, { lookalikesOnly: true })).toEqual([]);
  });
});
