import { DEFAULT_MIDDLEWARES, parseJobSettings, type JobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES } from './create-pipeline.js';
import { MIDDLEWARE_HEADERS } from './middleware-headers.js';

/** The settings a job gets, without the raw headers they were read from. */
function readSettings(headers: Record<string, string>): Omit<JobSettings, 'headers'> | number {
  const result = parseJobSettings(headers);
  if (!result.ok) {
    return result.failure.status;
  }
  const { headers: _raw, ...settings } = result.settings;
  return settings;
}

/** Values that change, or are refused by, any header a job really reads. */
const PROBES = ['false', 'true', '0', '7', 'none', 'all', 'x', 'login'];

// The default chain: the job settings read its headers (the network enrichers read theirs from
// the job's headers when they run, and have their own tests).
const SETTINGS_MIDDLEWARES = DEFAULT_MIDDLEWARES;

describe('MIDDLEWARE_HEADERS', () => {
  const defaults = readSettings({});
  const advertised = SETTINGS_MIDDLEWARES.flatMap((name) =>
    (MIDDLEWARE_HEADERS[name] ?? []).map((header) => [name, header] as const),
  );

  // `GET /api/info/middlewares/headers` feeds the settings form: a header offered there that no
  // job reads would be silently ignored (`Filter-Status: false` kept filtering).
  it.each(advertised)('%s offers %s, which a job reads', (_middleware, header) => {
    const effects = PROBES.map((value) => readSettings({ [header]: value }));
    expect(effects.some((effect) => JSON.stringify(effect) !== JSON.stringify(defaults))).toBe(
      true,
    );
  });

  it('offers the filter headers the reference reads', () => {
    expect(MIDDLEWARE_HEADERS.filter).toEqual(
      expect.arrayContaining([
        'ezPAARSE-Filter-Status',
        'ezPAARSE-Filter-Redirects',
        'Disable-Filters',
      ]),
    );
  });
});

describe('headers each middleware reads', () => {
  it('has an entry for every middleware of the build', () => {
    expect(PIPELINE_MIDDLEWARES.filter((name) => !(name in MIDDLEWARE_HEADERS))).toEqual([]);
  });

  it.each([
    ['istex', 'Istex', 'Max-Attempts'],
    ['hal', 'HAL', 'Max-Attempts'],
    ['sudoc', 'Sudoc', 'Max-Attempts'],
    ['crossref', 'Crossref', 'Max-Tries'],
  ])('lists the headers of %s under the reference names', (name, prefix, tries) => {
    expect(MIDDLEWARE_HEADERS[name]).toEqual(
      expect.arrayContaining(
        ['Enrich', 'Cache', 'TTL', 'Throttle', 'Paquet-Size', 'Buffer-Size', tries, 'On-Fail'].map(
          (suffix) => `${prefix}-${suffix}`,
        ),
      ),
    );
  });
});
