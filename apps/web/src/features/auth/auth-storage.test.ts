import { writeAuthStorage } from './auth-storage.js';

describe('writeAuthStorage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it("keeps the reference auth module's keys, none of them a credential (spec §9)", () => {
    writeAuthStorage();
    const expected = {
      'auth.strategy': 'local',
      'auth._token.local': 'false',
      'auth._refresh_token.local': 'false',
    };
    const cookies = Object.fromEntries(
      document.cookie.split('; ').map((pair) => pair.split('=') as [string, string]),
    );
    expect(cookies).toMatchObject(expected);
    for (const [key, value] of Object.entries(expected)) {
      expect(window.localStorage.getItem(key)).toBe(value);
    }
  });

  it('still writes the cookie when local storage refuses', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    document.cookie = 'auth.strategy=; path=/; max-age=0';
    expect(() => writeAuthStorage()).not.toThrow();
    expect(document.cookie).toContain('auth.strategy=local');
    setItem.mockRestore();
  });
});
