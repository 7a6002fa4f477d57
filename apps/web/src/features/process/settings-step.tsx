import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MdArrowBack, MdCode, MdPlayArrow } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { selectUser } from '../auth/auth.slice.js';
import {
  buildCurlCommand,
  CurlDialog,
  isFormModified,
  selectRefusedNotificationMails,
  selectSelectedSetting,
  selectSettings,
  SettingsPanel,
  settingsToHeaders,
  unsendableHeaderNames,
} from '../settings/index.js';
import { processMessages } from './process.messages.js';
import { processActions, selectLogFiles } from './process.slice.js';

/** Step 2: settings, the curl equivalent, and the start button. */
export function SettingsStep() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const files = useAppSelector(selectLogFiles);
  const user = useAppSelector(selectUser);
  const { form } = useAppSelector(selectSettings);
  const selected = useAppSelector(selectSelectedSetting);
  // A notification address typed but refused would be left out without a word: no start then.
  const refusedMails = useAppSelector(selectRefusedNotificationMails);
  // A header name the browser cannot send would fail the job before any request: no start then.
  const badHeaderNames = unsendableHeaderNames(form);
  // What must be corrected before starting, each said under the button.
  const blockers = [
    {
      testId: 'no-files',
      message: processMessages.addFilesFirst,
      values: {},
      count: files.length === 0 ? 1 : 0,
    },
    {
      testId: 'refused-notifications',
      message: processMessages.fixNotificationMails,
      values: { value: refusedMails.join(', ') },
      count: refusedMails.length,
    },
    {
      testId: 'unsendable-headers',
      message: processMessages.fixHeaderNames,
      values: { names: badHeaderNames.join(', ') },
      count: badHeaderNames.length,
    },
  ].filter((blocker) => blocker.count > 0);
  const [isCurlOpen, setIsCurlOpen] = useState(false);
  const curlLabel = intl.formatMessage(processMessages.commandLine);

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" onClick={() => dispatch(processActions.stepRequested(1))}>
          <MdArrowBack />
          <FormattedMessage {...processMessages.filesSelection} />
        </Button>
        <HStack gap="2">
          <Tooltip content={curlLabel}>
            <IconButton
              variant="outline"
              aria-label={curlLabel}
              onClick={() => setIsCurlOpen(true)}
            >
              <MdCode />
            </IconButton>
          </Tooltip>
          <Button
            colorPalette="teal"
            disabled={blockers.length > 0}
            onClick={() => dispatch(processActions.processRequested('files'))}
          >
            <MdPlayArrow />
            <FormattedMessage {...processMessages.startProcessing} />
          </Button>
        </HStack>
      </HStack>
      {blockers.map(({ testId, message, values }) => (
        <Text key={testId} color="fg.error" textStyle="sm" textAlign="end" data-testid={testId}>
          <FormattedMessage {...message} values={values} />
        </Text>
      ))}
      <SettingsPanel />
      {isCurlOpen && (
        <CurlDialog
          isOpen
          onClose={() => setIsCurlOpen(false)}
          title={curlLabel}
          help={intl.formatMessage(processMessages.curlHelp)}
          label={intl.formatMessage(processMessages.curlCommand)}
          command={buildCurlCommand({
            origin: window.location.origin,
            username: user?.username ?? null,
            unmodifiedSettingId: selected && !isFormModified(form, selected) ? selected.id : null,
            headers: settingsToHeaders(form),
            files,
          })}
        />
      )}
    </Stack>
  );
}
