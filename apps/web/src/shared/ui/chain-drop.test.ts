import type { ClientRect, CollisionDetection, DroppableContainer } from '@dnd-kit/core';
import {
  applyDrop,
  AVAILABLE_ZONE,
  chainCollision,
  moveItem,
  reorderAfterDrop,
  SELECTED_ZONE,
} from './chain-drop.js';

describe('moveItem', () => {
  it.each([
    [['a', 'b', 'c'], 0, 1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 2, -1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 0, -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 2, 1, ['a', 'b', 'c']],
  ] as const)('moves %j at %i by %i: %j', (items, index, offset, expected) => {
    expect(moveItem(items, index, offset)).toEqual(expected);
  });
});

describe('reorderAfterDrop', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 'c', ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', 'a', ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 'b', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', undefined, ['a', 'b', 'c']],
  ])('moves %j: %s dropped on %s gives %j', (chain, active, over, expected) => {
    expect(reorderAfterDrop(chain, active, over)).toEqual(expected);
  });
});

describe('applyDrop', () => {
  const selected = ['a', 'b', 'c'];
  it.each([
    ['available x on selected row b', { from: 'available', name: 'x' }, 'b', ['a', 'x', 'b', 'c']],
    [
      'available x on the selected card',
      { from: 'available', name: 'x' },
      SELECTED_ZONE,
      [...selected, 'x'],
    ],
    ['available x back on its card', { from: 'available', name: 'x' }, AVAILABLE_ZONE, selected],
    ['available x nowhere', { from: 'available', name: 'x' }, undefined, selected],
    ['selected a on row c', { from: 'selected', name: 'a' }, 'c', ['b', 'c', 'a']],
    [
      'selected b on the available card',
      { from: 'selected', name: 'b' },
      AVAILABLE_ZONE,
      ['a', 'c'],
    ],
    ['selected b on the selected card', { from: 'selected', name: 'b' }, SELECTED_ZONE, selected],
    ['selected b nowhere', { from: 'selected', name: 'b' }, undefined, selected],
  ] as const)('%s', (_case, dragged, over, expected) => {
    expect(applyDrop(selected, dragged, over)).toEqual(expected);
  });
});

describe('chainCollision', () => {
  const rect = (left: number, top: number, width: number, height: number): ClientRect => ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
  });
  // Available card on the left, selected card on the right with rows a and b, 10 px apart.
  const RECTS = new Map<string, ClientRect>([
    [AVAILABLE_ZONE, rect(0, 0, 300, 200)],
    [SELECTED_ZONE, rect(400, 0, 300, 200)],
    ['a', rect(400, 0, 300, 40)],
    ['b', rect(400, 50, 300, 40)],
  ]);
  const detect = (
    pointer: { x: number; y: number } | null,
    collisionTop = 0,
    rects: Map<string, ClientRect> = RECTS,
    active: { id: string; initial: ClientRect } | null = null,
  ) => {
    const args = {
      active: {
        id: active?.id ?? 'x',
        rect: { current: { initial: active?.initial ?? null, translated: null } },
      },
      collisionRect: rect(400, collisionTop, 300, 40),
      droppableRects: rects,
      droppableContainers: [...rects.keys()].map((id) => ({ id }) as DroppableContainer),
      pointerCoordinates: pointer,
    } as unknown as Parameters<CollisionDetection>[0];
    return chainCollision(args).map((collision) => collision.id);
  };

  it('follows the pointer: the row under it, or the available card', () => {
    expect(detect({ x: 450, y: 60 })[0]).toBe('b');
    expect(detect({ x: 100, y: 100 })).toEqual([AVAILABLE_ZONE]);
  });

  it('takes the closest row in a gap of the selected card, the card itself when it is empty', () => {
    expect(detect({ x: 450, y: 45 }, 45)[0]).toBe('b');
    const empty = new Map([...RECTS].filter(([id]) => id !== 'a' && id !== 'b'));
    expect(detect({ x: 450, y: 100 }, 100, empty)).toEqual([SELECTED_ZONE]);
  });

  it('finds nothing outside both cards, so the drop cancels', () => {
    expect(detect({ x: 350, y: 100 })).toEqual([]);
  });

  it('ignores the cards for a keyboard drag (no pointer): the closest row wins', () => {
    expect(detect(null, 48)[0]).toBe('b');
    expect(detect(null, 48)).not.toContain(SELECTED_ZONE);
  });

  it('judges the dragged row by where it started, even once measured under the pointer', () => {
    // Row a, dragged onto b, measured mid-drag where it now is: b must still win.
    const moved = new Map(RECTS);
    moved.set('a', rect(400, 45, 300, 40));
    const startedAt = { id: 'a', initial: rect(400, 0, 300, 40) };
    expect(detect({ x: 450, y: 70 }, 45, moved, startedAt)[0]).toBe('b');
    expect(detect(null, 45, moved, startedAt)[0]).toBe('b');
  });
});
