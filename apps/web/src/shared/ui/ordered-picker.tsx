import { Badge, Card, Heading, HStack, IconButton, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdArrowDownward, MdArrowForward, MdArrowUpward, MdClose } from 'react-icons/md';

export interface OrderedPickerLabels {
  available: string;
  selected: string;
  empty: string;
  add: (name: string) => string;
  remove: (name: string) => string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
}

/** Moves an item of a list one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) {
    return [...items];
  }
  const copy = [...items];
  const [moved] = copy.splice(index, 1);
  if (moved !== undefined) {
    copy.splice(target, 0, moved);
  }
  return copy;
}

/**
 * Two lists: the available items and an ordered, numbered selection (buttons, keyboard-friendly).
 * `renderSelected` replaces the selection's list (the admin chain is ordered by dragging).
 */
export function OrderedPicker({
  available,
  selected,
  onChange,
  labels,
  toolbar,
  renderSelected,
}: {
  available: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  labels: OrderedPickerLabels;
  toolbar?: ReactNode;
  renderSelected?: () => ReactNode;
}) {
  const remaining = available.filter((name) => !selected.includes(name));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root variant="outline" size="sm">
        <Card.Header>
          <Heading as="h3" size="sm">
            {labels.available}
          </Heading>
        </Card.Header>
        <Card.Body>
          {remaining.length === 0 ? (
            <Text color="fg.muted">{labels.empty}</Text>
          ) : (
            <List.Root variant="plain" gap="1">
              {remaining.map((name) => (
                <List.Item key={name} justifyContent="space-between" alignItems="center">
                  <Text>{name}</Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={labels.add(name)}
                    onClick={() => onChange([...selected, name])}
                  >
                    <MdArrowForward />
                  </IconButton>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" size="sm" borderColor="green.500">
        <Card.Header>
          <HStack justify="space-between">
            <Heading as="h3" size="sm">
              {labels.selected}
            </Heading>
            {toolbar}
          </HStack>
        </Card.Header>
        <Card.Body>
          {renderSelected !== undefined ? (
            renderSelected()
          ) : selected.length === 0 ? (
            <Text color="fg.muted">{labels.empty}</Text>
          ) : (
            <List.Root as="ol" variant="plain" gap="1">
              {selected.map((name, index) => (
                <List.Item key={name} alignItems="center" gap="2">
                  <Badge colorPalette="green" variant="solid" borderRadius="full">
                    {index + 1}
                  </Badge>
                  <Text flex="1">{name}</Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={labels.moveUp(name)}
                    disabled={index === 0}
                    onClick={() => onChange(moveItem(selected, index, -1))}
                  >
                    <MdArrowUpward />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={labels.moveDown(name)}
                    disabled={index === selected.length - 1}
                    onClick={() => onChange(moveItem(selected, index, 1))}
                  >
                    <MdArrowDownward />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={labels.remove(name)}
                    onClick={() => onChange(selected.filter((item) => item !== name))}
                  >
                    <MdClose />
                  </IconButton>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
