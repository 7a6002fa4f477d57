import { Box, Card, Heading, HStack, IconButton, List, SimpleGrid, Text } from '@chakra-ui/react';
import {
  DndContext,
  MeasuringStrategy,
  useDraggable,
  useDroppable,
  type DragEndEvent,
  type MeasuringConfiguration,
} from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { PointerEventHandler, ReactNode } from 'react';
import { MdArrowForward } from 'react-icons/md';
import {
  applyDrop,
  AVAILABLE_ZONE,
  chainCollision,
  SELECTED_ZONE,
  type ChainDragData,
} from './chain-drop.js';
import { useDragAccessibility } from './drag-announcements.js';
import { SortableChainList, useChainSensors, type SortableChainLabels } from './sortable-chain.js';

export interface OrderedPickerLabels extends SortableChainLabels {
  available: string;
  selected: string;
  add: (name: string) => string;
}

/**
 * Where the rows and cards are, measured again while a drag moves (at most every 100 ms), not
 * only when it starts: content that loads above the lists mid-drag (a status card, a version
 * badge) moves them, and boxes measured before that put the drop on the wrong row, or on none.
 */
const MEASURING: MeasuringConfiguration = {
  droppable: { strategy: MeasuringStrategy.WhileDragging, frequency: 100 },
};

/**
 * A row of the available list. The whole row follows a mouse drag; the keyboard, and touch
 * (where a swipe on the row must still scroll the page), use its Add button instead.
 */
function AvailableRow({
  name,
  addLabel,
  onAdd,
}: {
  name: string;
  addLabel: string;
  onAdd: () => void;
}) {
  const data: ChainDragData = { from: 'available', name };
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `available:${name}`,
    data,
  });
  return (
    <List.Item
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      // Pointer only: a key pressed on the Add button would bubble here and start a drag.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      justifyContent="space-between"
      alignItems="center"
      cursor="grab"
      bg="bg.panel"
      fontWeight={isDragging ? 'bold' : undefined}
      position="relative"
      zIndex={isDragging ? 'docked' : undefined}
    >
      <Text>{name}</Text>
      <IconButton size="xs" variant="ghost" aria-label={addLabel} onClick={onAdd}>
        <MdArrowForward />
      </IconButton>
    </List.Item>
  );
}

/** A card body that takes drops (all of it, so an empty or short list still receives rows). */
function DropZone({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      flex="1"
      minH="12"
      borderRadius="l2"
      outline={isOver ? '2px dashed' : undefined}
      outlineColor="colorPalette.solid"
    >
      {children}
    </Box>
  );
}

/**
 * Two lists: the available items and an ordered, numbered selection (reference §3.6). Rows move
 * between them by button or by dragging, and the selection is reordered by dragging (mouse,
 * touch, keyboard) or by its up/down buttons when their labels are given. The lists' titles are
 * `headingLevel`: h2 where the picker is the page's content, h3 (default) inside a section.
 */
export function OrderedPicker({
  available,
  selected,
  onChange,
  labels,
  toolbar,
  headingLevel = 'h3',
  kept = [],
}: {
  available: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  labels: OrderedPickerLabels;
  toolbar?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** Selected items that cannot be removed, by button or by dragging them out. */
  kept?: readonly string[];
}) {
  const sensors = useChainSensors();
  const accessibility = useDragAccessibility(labels);
  const remaining = available.filter((name) => !selected.includes(name));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = active.data.current as ChainDragData | undefined;
    if (dragged === undefined) {
      return;
    }
    const next = applyDrop(selected, dragged, over ? String(over.id) : undefined);
    const dropsKept = kept.some((name) => selected.includes(name) && !next.includes(name));
    if (!dropsKept && next.join() !== selected.join()) {
      onChange(next);
    }
  };
  return (
    <DndContext
      accessibility={accessibility}
      sensors={sensors}
      collisionDetection={chainCollision}
      measuring={MEASURING}
      onDragEnd={handleDragEnd}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Card.Root variant="outline" size="sm" colorPalette="gray">
          <Card.Header>
            <Heading as={headingLevel} size="sm">
              {labels.available}
            </Heading>
          </Card.Header>
          <Card.Body display="flex" flexDirection="column">
            <DropZone id={AVAILABLE_ZONE}>
              {remaining.length === 0 ? (
                <Text color="fg.muted">{labels.empty}</Text>
              ) : (
                <List.Root variant="plain" gap="1">
                  {remaining.map((name) => (
                    <AvailableRow
                      key={name}
                      name={name}
                      addLabel={labels.add(name)}
                      onAdd={() => onChange([...selected, name])}
                    />
                  ))}
                </List.Root>
              )}
            </DropZone>
          </Card.Body>
        </Card.Root>
        <Card.Root variant="outline" size="sm" borderColor="green.500" colorPalette="green">
          <Card.Header>
            <HStack justify="space-between">
              <Heading as={headingLevel} size="sm">
                {labels.selected}
              </Heading>
              {toolbar}
            </HStack>
          </Card.Header>
          <Card.Body display="flex" flexDirection="column">
            <DropZone id={SELECTED_ZONE}>
              <SortableChainList chain={selected} onChange={onChange} labels={labels} kept={kept} />
            </DropZone>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </DndContext>
  );
}
