import { expect, type Locator, type Page } from '@playwright/test';
import { waitForStill } from './wait-for-still.js';

/** The centre of `locator`'s box, or null while it has none. */
async function centre(locator: Locator): Promise<{ x: number; y: number } | null> {
  const box = await locator.boundingBox();
  return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The centre of `locator`'s box without its own CSS transform, or null while it has none. */
async function untransformedCentre(locator: Locator): Promise<{ x: number; y: number } | null> {
  return locator
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const shift = new DOMMatrixReadOnly(getComputedStyle(element).transform);
      return {
        x: box.x - shift.m41 + box.width / 2,
        y: box.y - shift.m42 + box.height / 2,
      };
    })
    .catch(() => null);
}

/**
 * The centre of `locator` once it stops moving (two reads 100 ms apart agree): late content, such
 * as a status card that loads after the list, can shift the page after its animations end.
 */
export async function steadyCentre(locator: Locator): Promise<{ x: number; y: number }> {
  let previous = await centre(locator);
  for (let read = 0; read < 50; read += 1) {
    await locator.page().waitForTimeout(100);
    const now = await centre(locator);
    if (now && now.x === previous?.x && now.y === previous.y) {
      return now;
    }
    previous = now;
  }
  throw new Error('the drag source kept moving for 5 s');
}

/** dnd-kit's live region: what it tells screen readers of a drag under way. */
export const dndAnnouncements = (page: Page): Locator => page.locator('[id^="DndLiveRegion"]');

/**
 * The live region reads one of these once a drag has started, not after it ended (the picker's
 * own words, drag-announcements.ts, in English).
 */
const DRAG_UNDER_WAY = /Picked up |is over /;

/**
 * A mouse drag from the centre of `source` to the centre of `target`, measured once `area` is
 * still (sortable rows move aside while the drag runs) and `source` no longer moves. A press that
 * did not start a drag is let go and tried again, as a person would. The button is released once
 * the live region says the drag is over `overName` (a row's name, or a list's title), as a person lets go once the list shows
 * the drop place; until then the pointer goes back to where the target is now. Keep both away
 * from the window's edges, where a drag scrolls the page. `whileHeld` runs once the drag is under
 * way, before the pointer heads for the target (e.g. to move the page under the drag).
 */
export async function dragWithMouse(
  page: Page,
  area: Locator,
  source: Locator,
  target: Locator,
  overName: string,
  whileHeld?: () => Promise<void>,
): Promise<void> {
  const announced = dndAnnouncements(page);
  await expect(async () => {
    await waitForStill(area);
    const from = await steadyCentre(source);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    // dnd-kit starts a drag after 4 px, so a click stays a click.
    await page.mouse.move(from.x + 5, from.y + 5, { steps: 3 });
    try {
      await expect(announced).toContainText(DRAG_UNDER_WAY, { timeout: 1_000 });
    } catch (error) {
      await page.mouse.up();
      throw error;
    }
  }).toPass({ intervals: [0], timeout: 10_000 });
  await whileHeld?.();
  // The lists can move once the drag starts (content loading above them), so the target is
  // measured again on each try, as a person would look again; without the transform of a
  // sortable row sliding aside, as dnd-kit measures its droppables: chasing the slid row would
  // put the pointer on the dragged row's own place.
  let nudge = 0;
  await expect(async () => {
    const now = await untransformedCentre(target);
    if (now) {
      nudge = nudge === 0 ? 2 : 0;
      await page.mouse.move(now.x + nudge, now.y, { steps: 6 });
    }
    const over = `is over ${overName}.`;
    await expect(announced).toContainText(over, { timeout: 1_000 });
    // The page measures the rows again every 100 ms while a drag moves (ordered-picker.tsx): an
    // answer from boxes measured before the lists moved can change once they are measured anew.
    // The pointer stays put past that, and the answer must still hold, as a person checks the
    // drop place before letting go.
    await page.waitForTimeout(DROPPABLES_MEASURED_MS * 2.5);
    expect(await announced.textContent()).toContain(over);
  }).toPass({ intervals: [0], timeout: 10_000 });
  await page.mouse.up();
}

/** How often the ordered picker measures its rows while a drag moves (its MEASURING). */
const DROPPABLES_MEASURED_MS = 100;

/**
 * A keyboard drag of `handle`'s row: Space picks it up, `key` moves it until `moved` passes, and
 * Space drops it once `area` is still. dnd-kit listens for arrows only from the task after the
 * pickup, so an arrow can go unheard: it is pressed again. A drag that the arrows never move
 * (seen once in CI: the row stayed "over" itself for ten seconds of presses) is cancelled with
 * Escape and begun again, as a person would. `moved` should wait briefly (about a second): a
 * heard key shows at once.
 */
export async function keyboardDrag(
  page: Page,
  area: Locator,
  handle: Locator,
  key: string,
  moved: () => Promise<void>,
): Promise<void> {
  await expect(async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    try {
      await expect(async () => {
        await page.keyboard.press(key);
        await moved();
      }).toPass({ intervals: [0], timeout: 4_000 });
    } catch (error) {
      await page.keyboard.press('Escape');
      await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
      await waitForStill(area);
      throw error;
    }
  }).toPass({ intervals: [0], timeout: 20_000 });
  await waitForStill(area);
  await page.keyboard.press('Space');
}
