import {
  Button,
  CloseButton,
  HStack,
  IconButton,
  Link,
  Popover,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MdHelpOutline } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { DATASET_SAMPLES_URL, TEAM_MAIL_URL } from '../../shared/project-links.js';
import { LogFilesPicker } from './log-files-picker.js';
import { processMessages } from './process.messages.js';
import { processActions } from './process.slice.js';

/** A link inside a help text; the sample logs open in a new tab, the mail link in the mail app. */
function helpLink(href: string, isNewTab: boolean) {
  return (chunks: ReactNode) => (
    <Link
      href={href}
      colorPalette="teal"
      {...(isNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {chunks}
    </Link>
  );
}

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
              {/* A dialog needs a name: the popover has no title of its own. */}
              <Popover.Content aria-label={intl.formatMessage(processMessages.help)}>
                <Popover.Arrow />
                <Popover.Body>
                  <Stack gap="2">
                    <Text>
                      <FormattedMessage
                        {...processMessages.explainationLogs}
                        values={{ mail: helpLink(TEAM_MAIL_URL, false) }}
                      />
                    </Text>
                    <Text>
                      <FormattedMessage
                        {...processMessages.explainationTestsLogs}
                        values={{ samples: helpLink(DATASET_SAMPLES_URL, true) }}
                      />
                    </Text>
                  </Stack>
                </Popover.Body>
                <Popover.CloseTrigger asChild position="absolute" top="1" insetEnd="1">
                  <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
                </Popover.CloseTrigger>
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
