import { Badge, IconButton, List, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MdArrowDownward, MdArrowUpward, MdClose, MdDragIndicator } from 'react-icons/md';
import { moveItem } from './ordered-picker.js';

export interface SortableChainLabels {
  empty: string;
  /** Accessible name of an item's drag handle ("Move {name}"). */
  drag: (name: string) => string;
  remove: (name: string) => string;
  /** With these two, each item also gets up and down buttons (one click, one place). */
  moveUp?: (name: string) => string;
  moveDown?: (name: string) => string;
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

function SortableItem({
  name,
  position,
  count,
  labels,
  onMove,
  onRemove,
}: {
  name: string;
  /** 1-based place in the chain. */
  position: number;
  count: number;
  labels: SortableChainLabels;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: name });
  return (
    <List.Item
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      alignItems="center"
      gap="2"
      bg="bg.panel"
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="xs"
        variant="ghost"
        cursor="grab"
        {...attributes}
        {...listeners}
        aria-label={labels.drag(name)}
      >
        <MdDragIndicator />
      </IconButton>
      <Badge colorPalette="green" variant="solid" borderRadius="full">
        {position}
      </Badge>
      <Text flex="1">{name}</Text>
      {labels.moveUp && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={labels.moveUp(name)}
          disabled={position === 1}
          onClick={() => onMove(-1)}
        >
          <MdArrowUpward />
        </IconButton>
      )}
      {labels.moveDown && (
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={labels.moveDown(name)}
          disabled={position === count}
          onClick={() => onMove(1)}
        >
          <MdArrowDownward />
        </IconButton>
      )}
      <IconButton size="xs" variant="ghost" aria-label={labels.remove(name)} onClick={onRemove}>
        <MdClose />
      </IconButton>
    </List.Item>
  );
}

/**
 * An ordered, numbered list reordered by dragging (mouse, touch, or the keyboard: Space on a
 * handle, arrows, Space again), and optionally by up/down buttons; every change is handed to
 * `onChange`.
 */
export function SortableChain({
  chain,
  onChange,
  labels,
}: {
  chain: readonly string[];
  onChange: (chain: string[]) => void;
  labels: SortableChainLabels;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const next = reorderAfterDrop(chain, String(active.id), over ? String(over.id) : undefined);
    if (next.join() !== chain.join()) {
      onChange(next);
    }
  };
  if (chain.length === 0) {
    return <Text color="fg.muted">{labels.empty}</Text>;
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={[...chain]} strategy={verticalListSortingStrategy}>
        <List.Root as="ol" variant="plain" gap="1">
          {chain.map((name, index) => (
            <SortableItem
              key={name}
              name={name}
              position={index + 1}
              count={chain.length}
              labels={labels}
              onMove={(offset) => onChange(moveItem(chain, index, offset))}
              onRemove={() => onChange(chain.filter((item) => item !== name))}
            />
          ))}
        </List.Root>
      </SortableContext>
    </DndContext>
  );
}
