import { parserFailuresAlert } from './alerts.js';

describe('the parser failures alert', () => {
  it('is absent when no parser failed', () => {
    expect(parserFailuresAlert(new Map())).toBeUndefined();
  });

  it('names the platforms, the most failing first, and counts each kind of failure', () => {
    const sentence = parserFailuresAlert(
      new Map([
        ['wiley', { errors: 0, timeouts: 2 }],
        ['sd', { errors: 3, timeouts: 0 }],
        ['acs', { errors: 1, timeouts: 1 }],
      ]),
    );
    expect(sentence).toEqual({
      text: 'Platform parsers failed: sd (3), acs (2), wiley (2); 4 errors, 3 timeouts; the URLs concerned gave no event from those platforms (see the traces)',
      notice: {
        key: 'alert-parsers',
        code: 'parser-failures',
        params: { platforms: 'sd (3), acs (2), wiley (2)', errors: 4, timeouts: 3 },
      },
    });
  });

  it('names ten platforms and counts the others, so that a broken pack keeps the report short', () => {
    const failures = new Map(
      Array.from({ length: 13 }, (_, index) => [
        `p${String(index).padStart(2, '0')}`,
        { errors: 20 - index, timeouts: 0 },
      ]),
    );
    const params = parserFailuresAlert(failures)?.notice.params;
    expect(params?.platforms).toBe(
      'p00 (20), p01 (19), p02 (18), p03 (17), p04 (16), p05 (15), p06 (14), p07 (13), p08 (12), p09 (11), +3',
    );
    expect(params?.errors).toBe(20 + 19 + 18 + 17 + 16 + 15 + 14 + 13 + 12 + 11 + 10 + 9 + 8);
  });
});
