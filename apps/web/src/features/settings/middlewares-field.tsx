import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks.js';
import { ChipsInput } from '../../shared/ui/chips-input.js';
import { OrderedPicker } from '../../shared/ui/ordered-picker.js';
import { middlewarePickerLabels } from './middleware-picker-labels.js';
import { settingsMessages } from './settings.messages.js';
import { selectSettings } from './settings.slice.js';
import { useSettingsForm } from './use-settings-form.js';

/**
 * Extra middlewares of the job, picked among those outside the default chain (by button or by
 * dragging), in a numbered list ordered by dragging or by the up/down buttons.
 */
export function MiddlewaresField() {
  const intl = useIntl();
  const { form, setField } = useSettingsForm();
  const { middlewares } = useAppSelector(selectSettings);
  if (!middlewares) {
    return (
      <ChipsInput
        label={intl.formatMessage(settingsMessages.activeMiddlewares)}
        values={form.additionalMiddlewares}
        onChange={(values) => setField('additionalMiddlewares', values)}
        removeLabel={(name) => intl.formatMessage(settingsMessages.removeMiddleware, { name })}
        helperText={intl.formatMessage(settingsMessages.chipsHelp)}
      />
    );
  }
  const edit = (values: string[]) => setField('additionalMiddlewares', values);
  return (
    <OrderedPicker
      available={[
        ...middlewares.available,
        ...form.additionalMiddlewares.filter((item) => !middlewares.available.includes(item)),
      ]}
      selected={form.additionalMiddlewares}
      onChange={edit}
      labels={middlewarePickerLabels(intl, {
        available: settingsMessages.availableMiddlewares,
        selected: settingsMessages.activeMiddlewares,
        drag: settingsMessages.dragMiddleware,
      })}
    />
  );
}
