import { Button, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { MdHelpOutline } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { LogFilesPicker } from './log-files-picker.js';
import { processMessages } from './process.messages.js';
import { processActions } from './process.slice.js';

/** Step 1: choose the log files. */
export function FilesStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const next = (
    <Button colorPalette="teal" onClick={() => dispatch(processActions.stepRequested(2))}>
      <FormattedMessage {...commonMessages.continue} />
    </Button>
  );
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Popover.Root>
          <Popover.Trigger asChild>
            <IconButton variant="ghost" aria-label={intl.formatMessage(processMessages.help)}>
              <MdHelpOutline />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content>
                <Popover.Arrow />
                <Popover.Body>
                  <Stack gap="2">
                    <Text>
                      <FormattedMessage {...processMessages.explainationLogs} />
                    </Text>
                    <Text>
                      <FormattedMessage {...processMessages.explainationTestsLogs} />
                    </Text>
                  </Stack>
                </Popover.Body>
                <Popover.CloseTrigger />
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
        {next}
      </HStack>
      <LogFilesPicker />
      <HStack justify="flex-end">{next}</HStack>
    </Stack>
  );
}
