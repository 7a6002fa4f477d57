import { readPlatformPackWinsFromEnv, readPlatformPacksFromEnv } from './config.js';

describe('platform settings from the environment', () => {
  it('reads the pack folders, commas or path delimiter between them', () => {
    expect(readPlatformPacksFromEnv({ SILLAGE_PLATFORM_PACKS: ' /a , /b:/c ' })).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(readPlatformPacksFromEnv({})).toEqual([]);
  });

  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['YES', true],
    ['1', true],
  ])('SILLAGE_PLATFORM_PACK_WINS=%j gives packWins %s (native wins by default)', (raw, wins) => {
    expect(
      readPlatformPackWinsFromEnv(raw === undefined ? {} : { SILLAGE_PLATFORM_PACK_WINS: raw }),
    ).toBe(wins);
  });

  it('refuses any other word with a message naming the variable', () => {
    expect(() => readPlatformPackWinsFromEnv({ SILLAGE_PLATFORM_PACK_WINS: 'pack' })).toThrow(
      /SILLAGE_PLATFORM_PACK_WINS must be true or false.*"pack"/,
    );
  });
});
