import { fakeMediaQueryList } from './match-viewport.js';

/**
 * Within the calling `describe`, recharts draws as in a browser: every box is 400 × 256 px
 * (jsdom lays nothing out, so charts would wait for a size forever) and the user prefers reduced
 * motion, so charts skip their animation and draw their labels at once.
 */
export function drawChartsAtOnce(): void {
  const size = { width: 400, height: 256 };
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () =>
        ({
          ...size,
          x: 0,
          y: 0,
          top: 0,
          left: 0,
          right: size.width,
          bottom: size.height,
        }) as DOMRect,
    );
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(size.width);
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(size.height);
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(size.width);
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(size.height);
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) =>
        fakeMediaQueryList(query, query.includes('prefers-reduced-motion: reduce')),
      );
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}
