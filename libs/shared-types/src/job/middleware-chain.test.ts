import { DEFAULT_MIDDLEWARES } from './job-settings.schema.js';
import { applyMiddlewaresHeader } from './middleware-chain.js';

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
