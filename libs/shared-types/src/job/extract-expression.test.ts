import { parseExtractExpression } from './extract-expression.js';

describe('parseExtractExpression', () => {
  it.each([
    [
      'login => /^(\\w+)\\w_\\w(\\w+)$/i => firstname,lastname',
      {
        source: 'login',
        kind: 'regex',
        pattern: '^(\\w+)\\w_\\w(\\w+)$',
        flags: 'i',
        destinations: ['firstname', 'lastname'],
      },
    ],
    [
      'login => split(/[od_]+/i) => first,second,third',
      {
        source: 'login',
        kind: 'split',
        pattern: '[od_]+',
        flags: 'i',
        destinations: ['first', 'second', 'third'],
      },
    ],
    [
      'login => split(@) => c1,c2',
      {
        source: 'login',
        kind: 'split',
        pattern: '',
        flags: '',
        separator: '@',
        destinations: ['c1', 'c2'],
      },
    ],
  ])('parses %s', (value, rule) => {
    expect(parseExtractExpression(value)).toEqual({ ok: true, value: rule });
  });

  it.each([
    'login => invalid => firstname',
    'login invalid => firstname',
    'login => /(/ => a',
    ' => /a/ => b',
    'login => split() => a',
  ])('refuses %s with 4027 "Invalid extract expression"', (value) => {
    expect(parseExtractExpression(value)).toEqual({
      ok: false,
      failure: { status: 4027, message: 'Invalid extract expression' },
    });
  });

  it.each([
    ['login => /(a)(a+)+\\1b/ => x', 'a back-reference'],
    ['login => /(?<c>a)\\k<c>/ => x', 'a back-reference'],
    ['login => /(\\w+)(?=@)/ => x', 'a lookahead or lookbehind ("(?=@")'],
    ['login => /(?<!x)(\\w+)/ => x', 'a lookahead or lookbehind ("(?<!")'],
    ['login => /(a{20})/ => x', '"{20}" repetitions (counts above 16: use + or * instead)'],
    ['login => split(/(a)\\1/) => x,y', 'a back-reference'],
  ])('refuses %s, whose regex could hang a job on one crafted line', (value, construct) => {
    expect(parseExtractExpression(value)).toEqual({
      ok: false,
      failure: {
        status: 4027,
        message: `Invalid extract expression: its regex uses ${construct}, which is not allowed (only constructs that run in linear time are)`,
      },
    });
  });

  it('keeps backslashes that escape, classes and small counts', () => {
    expect(parseExtractExpression('login => /^([\\w(]{2,16})\\(x\\)/ => a').ok).toBe(true);
  });
});
