import { expect, type Locator } from '@playwright/test';

/**
 * Waits until nothing moves in `area` any more (rows slide into place after each drop, panels
 * open). Endless animations, such as a spinner's, do not count.
 */
export async function waitForStill(area: Locator): Promise<void> {
  await expect
    .poll(() =>
      area.evaluate(
        (element) =>
          element
            .getAnimations({ subtree: true })
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .length,
      ),
    )
    .toBe(0);
}
