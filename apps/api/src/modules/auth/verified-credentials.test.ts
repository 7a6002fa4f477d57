import { createVerifiedCredentials } from './verified-credentials.js';

describe('HTTP Basic checks remembered lately', () => {
  const alice = { id: 'a1', passwordHash: '$argon2id$alice-1' };
  let clock: Date;
  const now = () => clock;
  beforeEach(() => {
    clock = new Date('2026-06-01T08:00:00Z');
  });

  it('knows a password only once it was added, for that account and that hash', () => {
    const verified = createVerifiedCredentials(now);
    expect(verified.has(alice, 'secret')).toBe(false);
    verified.add(alice, 'secret');
    expect(verified.has(alice, 'secret')).toBe(true);
    expect(verified.has(alice, 'Secret')).toBe(false);
    expect(verified.has({ ...alice, passwordHash: '$argon2id$alice-2' }, 'secret')).toBe(false);
    expect(verified.has({ ...alice, id: 'b2' }, 'secret')).toBe(false);
  });

  it('forgets a check once its time is up', () => {
    const verified = createVerifiedCredentials(now, { ttlMs: 1_000 });
    verified.add(alice, 'secret');
    clock = new Date(clock.getTime() + 999);
    expect(verified.has(alice, 'secret')).toBe(true);
    clock = new Date(clock.getTime() + 1);
    expect(verified.has(alice, 'secret')).toBe(false);
  });

  it('keeps at most its maximum, forgetting the oldest first', () => {
    const verified = createVerifiedCredentials(now, { max: 2 });
    verified.add(alice, 'one');
    verified.add(alice, 'two');
    verified.add(alice, 'three');
    expect([
      verified.has(alice, 'one'),
      verified.has(alice, 'two'),
      verified.has(alice, 'three'),
    ]).toEqual([false, true, true]);
  });

  it('does not tell two checks apart by where one field ends', () => {
    const verified = createVerifiedCredentials(now);
    verified.add({ id: 'a', passwordHash: 'bc' }, 'd');
    expect(verified.has({ id: 'ab', passwordHash: 'c' }, 'd')).toBe(false);
    expect(verified.has({ id: 'a', passwordHash: 'b' }, 'cd')).toBe(false);
  });
});
