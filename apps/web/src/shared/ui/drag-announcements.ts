import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../i18n/define-messages.js';
import { AVAILABLE_ZONE, SELECTED_ZONE, type ChainDragData } from './chain-drop.js';

export const dragMessages = defineMessages({
  instructions: {
    id: 'drag.instructions',
    defaultMessage:
      'To pick up an item, press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it there, or Escape to cancel.',
  },
  pickedUp: { id: 'drag.pickedUp', defaultMessage: 'Picked up {name}.' },
  over: { id: 'drag.over', defaultMessage: '{name} is over {target}.' },
  outside: { id: 'drag.outside', defaultMessage: '{name} is over no list.' },
  dropped: { id: 'drag.dropped', defaultMessage: '{name} was dropped over {target}.' },
  droppedOutside: {
    id: 'drag.droppedOutside',
    defaultMessage: '{name} was dropped outside the lists.',
  },
  cancelled: { id: 'drag.cancelled', defaultMessage: 'Moving {name} was cancelled.' },
});

/** A draggable or droppable as dnd-kit hands it to announcements. */
interface Dragged {
  id: string | number;
  data: { current?: unknown };
}

/** A row's name (its drag data), or a card's title (`lists`, by zone id). */
function nameOf(item: Dragged, lists: { available: string; selected: string }): string {
  if (item.id === AVAILABLE_ZONE) {
    return lists.available;
  }
  if (item.id === SELECTED_ZONE) {
    return lists.selected;
  }
  return (item.data.current as ChainDragData | undefined)?.name ?? String(item.id);
}

/**
 * What a screen reader hears of an ordered picker's drags, in the page's language: dnd-kit's own
 * instructions and announcements are English only.
 */
export function useDragAccessibility(lists: { available: string; selected: string }): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const intl = useIntl();
  const say = (key: MessageDescriptor, active: Dragged, over?: Dragged | null) =>
    intl.formatMessage(key, {
      name: nameOf(active, lists),
      ...(over ? { target: nameOf(over, lists) } : {}),
    });
  return {
    screenReaderInstructions: { draggable: intl.formatMessage(dragMessages.instructions) },
    announcements: {
      onDragStart: ({ active }) => say(dragMessages.pickedUp, active),
      // Over its own place (each drag starts there): the pick-up says enough.
      onDragOver: ({ active, over }) =>
        over?.id === active.id
          ? undefined
          : over
            ? say(dragMessages.over, active, over)
            : say(dragMessages.outside, active),
      onDragEnd: ({ active, over }) =>
        over ? say(dragMessages.dropped, active, over) : say(dragMessages.droppedOutside, active),
      onDragCancel: ({ active }) => say(dragMessages.cancelled, active),
    },
  };
}
