import { expect, type Locator, type Page } from '@playwright/test';

/** Waits until nothing moves in `area` any more (rows slide into place after each drop). */
export async function waitForStill(area: Locator): Promise<void> {
  await expect
    .poll(() => area.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0);
}

/**
 * A mouse drag from the centre of `source` to the centre of `target`, both measured once `area`
 * is still (sortable rows move aside while the drag runs). The button is released once dnd-kit's
 * live region says the drag is over `overId`, as a person lets go once the list shows the drop
 * place; until then the pointer goes back to where the target is now. Keep both away from the window's edges, where a drag scrolls the page.
 */
export async function dragWithMouse(
  page: Page,
  area: Locator,
  source: Locator,
  target: Locator,
  overId: string,
): Promise<void> {
  await waitForStill(area);
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  expect(from && to).toBeTruthy();
  if (from && to) {
    const startX = from.x + from.width / 2;
    const startY = from.y + from.height / 2;
    await page.mouse.move(startX, startY);
    await page.mouse.down();
    // dnd-kit starts a drag after 4 px, so a click stays a click.
    await page.mouse.move(startX + 5, startY + 5, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    // Rows can shift once the drag starts (the dragged row leaves its list), so the place measured
    // before may no longer be over the target: measure again and move there, as a person would.
    const announced = page.locator('[id^="DndLiveRegion"]');
    let nudge = 0;
    await expect(async () => {
      const now = await target.boundingBox();
      if (now) {
        nudge = nudge === 0 ? 2 : 0;
        await page.mouse.move(now.x + now.width / 2 + nudge, now.y + now.height / 2, { steps: 3 });
      }
      await expect(announced).toContainText(`was moved over droppable area ${overId}.`, {
        timeout: 1_000,
      });
    }).toPass({ intervals: [0], timeout: 10_000 });
    await page.mouse.up();
  }
}

/**
 * Presses `key` during a keyboard drag until `moved` passes. dnd-kit listens for arrows only from
 * the task after the drag starts, and measures the drop places in an effect after that, so an
 * arrow pressed as soon as the handle shows pressed can go unheard; a person would press again.
 * `moved` should wait briefly (about a second): a heard key shows at once.
 */
export async function pressUntilMoved(
  page: Page,
  key: string,
  moved: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key);
    await moved();
  }).toPass({ intervals: [0], timeout: 10_000 });
}
