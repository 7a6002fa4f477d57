import { canSubmitNewPassword, validateSignIn, validateSignUp } from './auth-validation.js';

describe('validateSignIn', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
    [{ email: '  ', password: 'x' }, { email: 'required' }],
    [{ email: 'a@b.c', password: 'x' }, {}],
  ])('%j gives %j', (values, expected) => {
    expect(validateSignIn(values)).toEqual(expected);
  });
});

describe('validateSignUp', () => {
  it.each([
    [{ email: 'a@b.co', password: 'long enough', confirm: '' }, { confirm: 'required' }],
    // The server's rule (shared-types), not just an "@".
    [
      { email: 'a@b', password: 'long enough', confirm: 'long enough' },
      { email: 'invalidAddress' },
    ],
    [
      { email: 'a b@c.org', password: 'long enough', confirm: 'long enough' },
      { email: 'invalidAddress' },
    ],
    [{ email: 'a@b.co', password: 'long enough', confirm: 'y' }, { confirm: 'mismatch' }],
    [{ email: 'a@b.co', password: 'long enough', confirm: 'long enough' }, {}],
    [{ email: 'a@b.co', password: 'short', confirm: 'short' }, { password: 'tooShort' }],
    // The server counts a password without the spaces around it (ADR 0075).
    [
      { email: 'a@b.co', password: '   short   ', confirm: '   short   ' },
      { password: 'tooShort' },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(validateSignUp(values)).toEqual(expected);
  });
});

describe('canSubmitNewPassword', () => {
  it.each([
    ['', '', false],
    ['a', 'b', false],
    ['a', 'a', false],
    ['long enough', 'long enough', true],
    ['  ', '  ', false],
  ])('%j / %j → %s', (password, confirm, expected) => {
    expect(canSubmitNewPassword(password, confirm)).toBe(expected);
  });
});
