const PX_PER_EM = 16;

function toPx(value: string, unit: string): number {
  return unit === 'px' ? Number(value) : Number(value) * PX_PER_EM;
}

/** Does a `(min-width: …)` / `(max-width: …)` media query hold for a window this wide? */
export function queryMatchesWidth(query: string, widthPx: number): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|r?em)\)/g)];
  return (
    bounds.length > 0 &&
    bounds.every(([, side, value = '0', unit = 'px']) =>
      side === 'min' ? widthPx >= toPx(value, unit) : widthPx <= toPx(value, unit),
    )
  );
}

/** A `MediaQueryList` that answers `matches` and never changes (jsdom has none). */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  // The deprecated addListener/removeListener pair is left out; Chakra does not call it.
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/**
 * jsdom's matchMedia (test/setup-tests.ts) never matches, i.e. every page is a phone. Within the
 * calling `describe`, width queries are answered as for a window `widthPx` wide.
 */
export function matchViewportWidth(widthPx: number): void {
  beforeEach(() => {
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) =>
        fakeMediaQueryList(query, queryMatchesWidth(query, widthPx)),
      );
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}
