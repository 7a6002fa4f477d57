import { Badge, IconButton, List, Text } from '@chakra-ui/react';
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { MdArrowDownward, MdArrowUpward, MdClose, MdDragIndicator } from 'react-icons/md';
import { moveItem, type ChainDragData } from './chain-drop.js';

export interface SortableChainLabels {
  empty: string;
  /** Accessible name of an item's drag handle ("Move {name}"). */
  drag: (name: string) => string;
  remove: (name: string) => string;
  /** With these two, each item also gets up and down buttons (one click, one place). */
  moveUp?: (name: string) => string;
  moveDown?: (name: string) => string;
}

/** Mouse and touch after a 4 px move (a click stays a click), and the keyboard on a handle. */
export function useChainSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
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
  /** Absent for an item the chain must keep. */
  onRemove: (() => void) | undefined;
}) {
  const data: ChainDragData = { from: 'selected', name };
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: name, data });
  return (
    <List.Item
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      alignItems="center"
      gap="2"
      bg="bg.panel"
      fontWeight={isDragging ? 'bold' : undefined}
      position="relative"
      zIndex={isDragging ? 'docked' : undefined}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="xs"
        variant="ghost"
        cursor="grab"
        // The handle is small: a touch on it drags instead of scrolling the page.
        touchAction="none"
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
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={labels.remove(name)}
        disabled={onRemove === undefined}
        onClick={onRemove}
      >
        <MdClose />
      </IconButton>
    </List.Item>
  );
}

/**
 * The numbered rows of a chain, reordered by dragging (mouse, touch, or the keyboard: Space on a
 * handle, arrows, Space again) and optionally by up/down buttons. It sits in a `DndContext` its
 * caller owns (OrderedPicker), so rows can also come from, or go to, another list.
 */
export function SortableChainList({
  chain,
  onChange,
  labels,
  kept = [],
}: {
  chain: readonly string[];
  onChange: (chain: string[]) => void;
  labels: SortableChainLabels;
  /** Items that cannot be removed (their remove button is disabled). */
  kept?: readonly string[];
}) {
  if (chain.length === 0) {
    return <Text color="fg.muted">{labels.empty}</Text>;
  }
  return (
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
            onRemove={
              kept.includes(name)
                ? undefined
                : () => onChange(chain.filter((item) => item !== name))
            }
          />
        ))}
      </List.Root>
    </SortableContext>
  );
}
