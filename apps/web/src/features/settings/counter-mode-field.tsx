import { Stack, Switch, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { findCounterModeRow, COUNTER_MODE_HEADER, COUNTER_MODE_R51 } from './counter-mode.js';
import { settingsMessages } from './settings.messages.js';
import { selectSettings, settingsActions } from './settings.slice.js';

/**
 * COUNTER R5.1 counting as a visible switch. It edits the same `COUNTER-Mode` header row the
 * advanced headers list, so both stay in step and saved settings keep one source of truth.
 */
export function CounterModeField() {
  const dispatch = useAppDispatch();
  const { form } = useAppSelector(selectSettings);
  const index = findCounterModeRow(form.headers);
  const isOn = index >= 0 && form.headers[index]?.value.trim().toLowerCase() === COUNTER_MODE_R51;
  const toggle = (checked: boolean) => {
    if (checked && index >= 0) {
      dispatch(
        settingsActions.headerRowEdited({
          index,
          row: { name: COUNTER_MODE_HEADER, value: COUNTER_MODE_R51 },
        }),
      );
    } else if (checked) {
      dispatch(settingsActions.headerRowAdded());
      dispatch(
        settingsActions.headerRowEdited({
          index: form.headers.length,
          row: { name: COUNTER_MODE_HEADER, value: COUNTER_MODE_R51 },
        }),
      );
    } else if (index >= 0) {
      dispatch(settingsActions.headerRowRemoved(index));
    }
  };
  return (
    <Stack gap="1" gridColumn={{ md: 'span 2' }}>
      <Switch.Root
        colorPalette="teal"
        checked={isOn}
        onCheckedChange={(details) => toggle(details.checked)}
      >
        <Switch.HiddenInput aria-describedby="counter-mode-help" />
        <Switch.Control />
        <Switch.Label>
          <FormattedMessage {...settingsMessages.counterMode} />
        </Switch.Label>
      </Switch.Root>
      <Text id="counter-mode-help" textStyle="sm" color="fg.muted">
        <FormattedMessage {...settingsMessages.counterModeHelp} />
      </Text>
    </Stack>
  );
}
