import { DEFAULT_MIDDLEWARES } from './job-settings.schema.js';
import { addRequestedEnrichers, applyMiddlewaresHeader } from './middleware-chain.js';
import { parseJobSettings } from './parse-job-settings.js';

const BASE = ['filter', 'parser', 'deduplicator', 'qualifier', 'anonymizer'];

describe('applyMiddlewaresHeader', () => {
  it.each([
    [undefined, BASE],
    ['a, b', ['filter', 'parser', 'deduplicator', 'a', 'b', 'qualifier', 'anonymizer']],
    ['(before parser) a', ['filter', 'a', 'parser', 'deduplicator', 'qualifier', 'anonymizer']],
    [
      '(after parser) a,b',
      ['filter', 'parser', 'a', 'b', 'deduplicator', 'qualifier', 'anonymizer'],
    ],
    ['(only) anonymizer, parser', ['anonymizer', 'parser']],
    ['(only) filter, parser | (after filter) x | y', ['filter', 'x', 'y', 'parser']],
    ['(before missing) a', ['filter', 'parser', 'deduplicator', 'qualifier', 'a', 'anonymizer']],
    ['( AFTER anonymizer ) z', [...BASE, 'z']],
  ])('edits the chain with %s', (header, expected) => {
    expect(applyMiddlewaresHeader(BASE, header)).toEqual({ ok: true, value: expected });
  });

  it('inserts before the last middleware when qualifier is absent', () => {
    expect(applyMiddlewaresHeader(['filter', 'parser'], 'x')).toEqual({
      ok: true,
      value: ['filter', 'x', 'parser'],
    });
  });

  it('refuses invalid names (4024) and unknown ones (4025)', () => {
    expect(applyMiddlewaresHeader(BASE, 'b@d')).toMatchObject({
      ok: false,
      failure: { status: 4024 },
    });
    expect(applyMiddlewaresHeader(DEFAULT_MIDDLEWARES, 'hal', DEFAULT_MIDDLEWARES)).toMatchObject({
      ok: false,
      failure: { status: 4025 },
    });
  });
});

describe('addRequestedEnrichers', () => {
  it('adds the enrichers whose Enrich header is true where the reference runs them', () => {
    expect(
      addRequestedEnrichers(DEFAULT_MIDDLEWARES, {
        'hal-enrich': 'true',
        'crossref-enrich': 'TRUE',
        'istex-enrich': 'true',
        'sudoc-enrich': 'false',
      }),
    ).toEqual([
      'filter',
      'parser',
      'deduplicator',
      'istex',
      'crossref',
      'hal',
      'enhancer',
      'geolocalizer',
      'cut',
      'on-campus-counter',
      'qualifier',
      'anonymizer',
    ]);
  });

  it('reads the Enrich header with the yes/no rule of every other boolean header', () => {
    expect(addRequestedEnrichers(BASE, { 'crossref-enrich': 'yes' })).toContain('crossref');
    expect(addRequestedEnrichers(BASE, { 'crossref-enrich': 'On' })).toContain('crossref');
    expect(addRequestedEnrichers(BASE, { 'crossref-enrich': 'no' })).toEqual(BASE);
  });

  it('adds nothing without the header, twice, or when the build lacks the middleware', () => {
    expect(addRequestedEnrichers(DEFAULT_MIDDLEWARES, {})).toEqual([...DEFAULT_MIDDLEWARES]);
    expect(
      addRequestedEnrichers(BASE, {
        'crossref-enrich': 'true',
        'ezpaarse-middlewares': '(after parser) crossref',
      }),
    ).toEqual(BASE);
    expect(addRequestedEnrichers(BASE, { 'hal-enrich': 'true' }, BASE)).toEqual(BASE);
    expect(addRequestedEnrichers(BASE, { 'hal-enrich': 'true' })).toEqual([
      'filter',
      'parser',
      'deduplicator',
      'hal',
      'qualifier',
      'anonymizer',
    ]);
  });

  it('is what job settings use, and (only) still has the last word', () => {
    const parse = (headers: Record<string, string>) => {
      const parsed = parseJobSettings(headers);
      if (!parsed.ok) {
        throw new Error(parsed.failure.message);
      }
      return parsed.settings.middlewares;
    };
    expect(parse({ 'Crossref-Enrich': 'true' })).toContain('crossref');
    expect(parse({})).not.toContain('crossref');
    expect(
      parse({ 'Crossref-Enrich': 'true', 'ezPAARSE-Middlewares': '(only) filter, parser' }),
    ).toEqual(['filter', 'parser']);
  });
});
