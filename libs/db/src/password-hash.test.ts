import { hash } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('matches a password however its end spaces and accents were typed (ADR 0075)', async () => {
    const stored = await hashPassword('  café crème ');
    expect(await verifyPassword(stored, 'cafe\u0301 crème')).toBe(true);
    expect(await verifyPassword(stored, 'café crème')).toBe(true);
    expect(await verifyPassword(stored, 'café creme')).toBe(false);
  });

  it('still matches a hash made before normalisation from the password as typed', async () => {
    // What hashPassword stored before ADR 0075: the password as sent, end space included.
    const earlier = await hash('secret phrase ', {
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(await verifyPassword(earlier, 'secret phrase ')).toBe(true);
    expect(await verifyPassword(earlier, 'secret phrase  ')).toBe(false);
  });

  it('answers false for a malformed hash', async () => {
    expect(await verifyPassword('not a hash', 'secret')).toBe(false);
  });
});
