import { expect, type Locator, type Page } from '@playwright/test';

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${String(scrollWidth)}px wide`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** How far the element's content runs past its box, sideways (0 when it fits). */
export async function sidewaysOverflow(element: Locator): Promise<number> {
  return element.evaluate((box) => box.scrollWidth - box.clientWidth);
}

/** The element's right edge, in px from the window's left edge. */
export async function rightEdge(element: Locator): Promise<number> {
  return element.evaluate((box) => box.getBoundingClientRect().right);
}

/**
 * How many lines the element's text is laid out on (1 when it stays on one line): the distinct
 * tops of its text fragments, as `Range.getClientRects` gives one box per fragment and line.
 */
export async function textLineCount(element: Locator): Promise<number> {
  return element.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    return tops.size;
  });
}

/** How many rows the elements `items` matches are laid out in (distinct top edges). */
export async function rowCount(items: Locator): Promise<number> {
  const tops = await Promise.all(
    (await items.all()).map(async (item) => (await item.boundingBox())?.y),
  );
  return new Set(tops.map((top) => Math.round(top ?? -1))).size;
}
