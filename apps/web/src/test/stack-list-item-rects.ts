const ITEM_HEIGHT = 40;
const ITEM_WIDTH = 300;

/**
 * jsdom has no layout: every box is 0×0 at the origin, so drag-and-drop cannot tell which item
 * lies under which. Within the calling `describe`, each list item (and whatever it holds)
 * measures as a 40 px row stacked under its previous siblings, which is all dnd-kit's keyboard
 * sensor needs; anything else keeps jsdom's empty box.
 */
export function stackListItemRects(): void {
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function stackedRect(
      this: Element,
    ) {
      const item = this.closest('li');
      const index = item?.parentElement ? [...item.parentElement.children].indexOf(item) : -1;
      return index < 0
        ? new DOMRect()
        : new DOMRect(0, index * ITEM_HEIGHT, ITEM_WIDTH, ITEM_HEIGHT);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
}
