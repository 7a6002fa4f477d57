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

  // The reference inserted before the last middleware when the anchor was missing: a typo in
  // the anchor ran the middleware at the wrong place, unsaid.
  it.each([
    ['(before nosuch) hal', 'nosuch', /"\(before nosuch\)".*not on this server nor in the chain/],
    ['(after nosuch) hal', 'nosuch', /"\(after nosuch\)".*not on this server nor in the chain/],
    // Known to the server, but not in this job's chain: no place to put `a` either.
    ['(before hal) a', 'hal', /"\(before hal\)".*not in the chain/],
    ['(only) filter | (after parser) a', 'parser', /"\(after parser\)"/],
  ])('refuses %j, whose anchor is not in the chain, with 4025', (header, name, detail) => {
    const result = applyMiddlewaresHeader(BASE, header, [...BASE, 'hal', 'a']);
    expect(result).toMatchObject({ ok: false, failure: { status: 4025 } });
    const { message } = (result as { failure: { message: string } }).failure;
    expect(message).toContain(`Middleware not found: ${name}`);
    expect(message).toMatch(detail);
  });

  it('says how to turn on a network enricher used as an anchor, and takes it once on', () => {
    const available = [...DEFAULT_MIDDLEWARES, 'crossref', 'x'];
    const refused = applyMiddlewaresHeader(DEFAULT_MIDDLEWARES, '(after crossref) x', available);
    expect(refused).toMatchObject({ ok: false, failure: { status: 4025 } });
    expect((refused as { failure: { message: string } }).failure.message).toContain(
      '"Crossref-Enrich: true"',
    );
    const parsed = parseJobSettings(
      { 'Crossref-Enrich': 'true', 'ezPAARSE-Middlewares': '(after crossref) x' },
      { availableMiddlewares: available },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const chain = parsed.settings.middlewares;
    expect(chain.slice(chain.indexOf('crossref'), chain.indexOf('crossref') + 2)).toEqual([
      'crossref',
      'x',
    ]);
  });

  it('refuses an anchor that is no middleware name with 4024', () => {
    expect(applyMiddlewaresHeader(BASE, '(before b@d) a')).toMatchObject({
      ok: false,
      failure: { status: 4024, message: expect.stringContaining('b@d') as unknown },
    });
  });

  it('refuses (only) with a name the server does not have with 4025, naming it', () => {
    expect(applyMiddlewaresHeader(BASE, '(only) filter, nosuch', BASE)).toMatchObject({
      ok: false,
      failure: { status: 4025, message: expect.stringContaining('nosuch') as unknown },
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
