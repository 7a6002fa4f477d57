import { GENERIC_ERROR_ID, resolveMessageId } from './resolve-message-id.js';

describe('resolveMessageId', () => {
  const catalog = { 'errors.cannotRegister': 'x', 'errors.CONFLICT': 'y' };

  it('picks the first id the catalog knows', () => {
    expect(
      resolveMessageId(['errors.nope', 'errors.CONFLICT', 'errors.cannotRegister'], catalog),
    ).toBe('errors.CONFLICT');
  });

  it('falls back to the generic error text for unknown keys', () => {
    expect(resolveMessageId(['errors.E500 - Internal'], catalog)).toBe(GENERIC_ERROR_ID);
  });
});
