import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { OrderedPickerLabels } from '../../shared/ui/ordered-picker.js';
import { settingsMessages } from './settings.messages.js';

/**
 * Labels of a middlewares OrderedPicker, in the settings panel and on the admin chain page: the
 * row actions read the same on both, the card titles and the drag handle's name are each page's.
 */
export function middlewarePickerLabels(
  intl: IntlShape,
  own: { available: MessageDescriptor; selected: MessageDescriptor; drag: MessageDescriptor },
): OrderedPickerLabels {
  const named = (key: MessageDescriptor) => (name: string) => intl.formatMessage(key, { name });
  return {
    available: intl.formatMessage(own.available),
    selected: intl.formatMessage(own.selected),
    empty: intl.formatMessage(settingsMessages.noMiddleware),
    add: named(settingsMessages.addMiddleware),
    remove: named(settingsMessages.removeMiddleware),
    moveUp: named(settingsMessages.moveUp),
    moveDown: named(settingsMessages.moveDown),
    drag: named(own.drag),
  };
}
