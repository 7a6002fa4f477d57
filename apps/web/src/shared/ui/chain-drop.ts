import {
  closestCenter,
  pointerWithin,
  type CollisionDetection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';

/** Moves an item of a list one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  const inRange = (at: number) => at >= 0 && at < items.length;
  return inRange(index) && inRange(target) ? arrayMove([...items], index, target) : [...items];
}

/**
 * The chain after `active` was dropped on `over` (dnd-kit's drag end): `active` takes `over`'s
 * place. A drop outside the list or on itself changes nothing.
 */
export function reorderAfterDrop(
  chain: readonly string[],
  active: string,
  over: string | undefined,
): string[] {
  const from = chain.indexOf(active);
  const to = over === undefined ? -1 : chain.indexOf(over);
  return from < 0 || to < 0 || from === to ? [...chain] : arrayMove([...chain], from, to);
}

/** Droppable ids of the two cards of an ordered picker (items use their own name as id). */
export const AVAILABLE_ZONE = 'zone:available';
export const SELECTED_ZONE = 'zone:selected';

/** What a dragged row carries: the list it was picked from, and its name. */
export interface ChainDragData {
  from: 'available' | 'selected';
  name: string;
}

const isZone = (id: UniqueIdentifier) => id === AVAILABLE_ZONE || id === SELECTED_ZONE;

type CollisionArgs = Parameters<CollisionDetection>[0];

/**
 * The same arguments with the dragged row's own box put back where the drag started: dnd-kit may
 * measure it again mid-drag, where it follows the pointer, and it would then win every test.
 */
function withActiveAtStart(args: CollisionArgs): CollisionArgs {
  const initial = args.active.rect.current.initial;
  if (initial === null || !args.droppableRects.has(args.active.id)) {
    return args;
  }
  const droppableRects = new Map(args.droppableRects);
  droppableRects.set(args.active.id, initial);
  return { ...args, droppableRects };
}

/**
 * Where a drag is over. A pointer picks the selected row under it, else the card under it (the
 * selected card's closest row, when it has rows), else nothing, so a drop outside both cards
 * cancels. The keyboard has no pointer: the closest selected row's centre wins.
 */
export const chainCollision: CollisionDetection = (rawArgs) => {
  const args = withActiveAtStart(rawArgs);
  const rows = args.droppableContainers.filter((container) => !isZone(container.id));
  if (args.pointerCoordinates === null) {
    return closestCenter({ ...args, droppableContainers: rows });
  }
  const under = pointerWithin(args);
  const row = under.find((collision) => !isZone(collision.id));
  if (row) {
    return [row];
  }
  const zone = under.find((collision) => isZone(collision.id));
  if (zone === undefined) {
    return [];
  }
  if (zone.id === SELECTED_ZONE) {
    const closest = closestCenter({ ...args, droppableContainers: rows });
    return closest.length > 0 ? closest : [zone];
  }
  return [zone];
};

/**
 * The selection after `dragged` was dropped on `overId`: an available row dropped on a selected
 * row takes its place (on the selected card's free space, it goes last); a selected row is
 * reordered among the others, or removed when dropped on the available card. Anything else
 * changes nothing.
 */
export function applyDrop(
  selected: readonly string[],
  dragged: ChainDragData,
  overId: string | undefined,
): string[] {
  if (overId === undefined) {
    return [...selected];
  }
  if (dragged.from === 'available') {
    if (selected.includes(dragged.name)) {
      return [...selected];
    }
    if (overId === SELECTED_ZONE) {
      return [...selected, dragged.name];
    }
    const index = selected.indexOf(overId);
    return index < 0
      ? [...selected]
      : [...selected.slice(0, index), dragged.name, ...selected.slice(index)];
  }
  if (overId === AVAILABLE_ZONE) {
    return selected.filter((name) => name !== dragged.name);
  }
  return reorderAfterDrop(selected, dragged.name, overId);
}
