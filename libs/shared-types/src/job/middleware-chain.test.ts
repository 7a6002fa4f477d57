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
    expect(applyMiddlewaresHeader(BASE, header)).toEqual({
      ok: true,
      value: { chain: expected, skipped: [] },
    });
  });

  it('inserts before the last middleware when qualifier is absent', () => {
    expect(applyMiddlewaresHeader(['filter', 'parser'], 'x')).toEqual({
      ok: true,
      value: { chain: ['filter', 'x', 'parser'], skipped: [] },
    });
  });

  // The reference inserted before the last middleware when the anchor was missing: a typo in
  // the anchor ran the middleware at the wrong place, unsaid.
  it.each([
    ['(before nosuch) hal', 'nosuch', /"\(before nosuch\)".*not on this server nor in the chain/],
    ['(after nosuch) hal', 'nosuch', /"\(after nosuch\)".*not on this server nor in the chain/],
    // Known to the server, but not in this job's chain: no place to put `a` either.
    ['(before geolocalizer) a', 'geolocalizer', /"\(before geolocalizer\)".*not in the chain/],
    ['(only) filter | (after parser) a', 'parser', /"\(after parser\)"/],
  ])('refuses %j, whose anchor is not in the chain, with 4025', (header, name, detail) => {
    const result = applyMiddlewaresHeader(BASE, header, [...BASE, 'hal', 'geolocalizer', 'a']);
    expect(result).toMatchObject({ ok: false, failure: { status: 4025 } });
    const { message } = (result as { failure: { message: string } }).failure;
    expect(message).toContain(`Middleware not found: ${name}`);
    expect(message).toMatch(detail);
  });

  it("puts an edit anchored on a network enricher left out of the chain where the reference's chain has it", () => {
    const available = [...DEFAULT_MIDDLEWARES, 'crossref', 'x'];
    const placed = applyMiddlewaresHeader(DEFAULT_MIDDLEWARES, '(after crossref) x', available);
    expect(placed).toEqual({
      ok: true,
      value: {
        chain: ['filter', 'parser', 'deduplicator', 'x', ...DEFAULT_MIDDLEWARES.slice(3)],
        skipped: [],
      },
    });
    // Turned on, the enricher is in the chain, once, and the edit follows it.
    const parsed = parseJobSettings(
      { 'Crossref-Enrich': 'true', 'ezPAARSE-Middlewares': '(after crossref) x' },
      { availableMiddlewares: available },
    );
    if (!parsed.ok) {
      throw new Error(parsed.failure.message);
    }
    const chain = parsed.settings.middlewares;
    expect(chain.filter((name) => name === 'crossref')).toHaveLength(1);
    expect(chain.slice(chain.indexOf('crossref'), chain.indexOf('crossref') + 2)).toEqual([
      'crossref',
      'x',
    ]);
  });

  describe("with the reference's middlewares this server lacks", () => {
    it('runs without them, anchors included, and lists them once each', () => {
      expect(
        applyMiddlewaresHeader(
          DEFAULT_MIDDLEWARES,
          '(after crossref) ezunpaywall, ebscohost, cut | (before ebscohost) geolocalizer | ezunpaywall',
          DEFAULT_MIDDLEWARES,
        ),
      ).toEqual({
        ok: true,
        value: {
          chain: [
            'filter',
            'parser',
            'deduplicator',
            'geolocalizer',
            'cut',
            'enhancer',
            'geolocalizer',
            'cut',
            'on-campus-counter',
            'qualifier',
            'anonymizer',
          ],
          skipped: ['ezunpaywall', 'ebscohost'],
        },
      });
    });

    it('empties an (only) edit of them rather than refusing it', () => {
      expect(
        applyMiddlewaresHeader(BASE, '(only) crossref, ezunpaywall', [...BASE, 'crossref']),
      ).toEqual({ ok: true, value: { chain: ['crossref'], skipped: ['ezunpaywall'] } });
    });

    it('still refuses a name the reference does not know either (a typo), with 4025', () => {
      expect(applyMiddlewaresHeader(BASE, 'ezunpaywal', BASE)).toMatchObject({
        ok: false,
        failure: { status: 4025, message: 'Middleware not found: ezunpaywal' },
      });
    });

    it('keeps the ones this server runs', () => {
      expect(applyMiddlewaresHeader(BASE, 'populate', [...BASE, 'populate'])).toEqual({
        ok: true,
        value: {
          chain: ['filter', 'parser', 'deduplicator', 'populate', 'qualifier', 'anonymizer'],
          skipped: [],
        },
      });
    });
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
