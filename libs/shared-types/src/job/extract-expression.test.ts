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
});
