import {
  CHUNK_RELOAD_MIN_INTERVAL_MS,
  isChunkLoadError,
  shouldReloadAfterChunkError,
} from './import-with-reload.js';

describe('chunk load failures', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
  ])('recognises %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads at most once a minute', () => {
    const now = 1_000_000;
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_MIN_INTERVAL_MS + 1, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - CHUNK_RELOAD_MIN_INTERVAL_MS, now)).toBe(true);
    expect(CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(60_000);
  });
});
