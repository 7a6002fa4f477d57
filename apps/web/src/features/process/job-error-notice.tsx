import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { JOB_STATUS_CODES, type JobStatusCode } from '@sillage/shared-types';
import { MdArrowBack, MdAutoFixHigh, MdFeedback, MdFolderOpen } from 'react-icons/md';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { getFiles } from './file-registry.js';
import { readFirstLines } from './first-lines.js';
import {
  JOB_ERROR_STEPS,
  jobErrorCodeMessages,
  jobErrorMessages,
  type JobErrorStep,
} from './job-errors.messages.js';
import { processActions, selectProcess } from './process.slice.js';

function isKnownCode(code: number | null): code is JobStatusCode {
  return code !== null && code in JOB_STATUS_CODES;
}

/** The translated sentence of a failed job's status code (the headline of step 3). */
export function JobErrorHeadline({ code }: { code: number | null }) {
  return isKnownCode(code) ? (
    <FormattedMessage {...jobErrorCodeMessages[`c${code}`]} />
  ) : (
    <FormattedMessage {...jobErrorMessages.unknown} />
  );
}

/** The button of a next step: each one leads where the problem can be fixed. */
function NextStepButton({ step }: { step: JobErrorStep }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { logFiles, logLines } = useAppSelector(selectProcess);
  switch (step) {
    case 'format':
      return (
        <Button
          colorPalette="teal"
          // A long label wraps on a phone instead of running out of the alert.
          whiteSpace="normal"
          maxW="full"
          h="auto"
          minH="10"
          py="2"
          textAlign="start"
          onClick={() => {
            const [first] = getFiles(logFiles);
            // Lines pasted on /format are already there; files give their first lines.
            const lines = first === undefined ? Promise.resolve(logLines) : readFirstLines(first);
            void lines.then((text) => {
              dispatch(processActions.logLinesEdited(text));
              void navigate('/format');
            });
          }}
        >
          <MdAutoFixHigh />
          <FormattedMessage {...jobErrorMessages.openFormat} />
        </Button>
      );
    case 'settings':
      return (
        <Button variant="outline" onClick={() => dispatch(processActions.stepRequested(2))}>
          <MdArrowBack />
          <FormattedMessage {...jobErrorMessages.reviewSettings} />
        </Button>
      );
    case 'files':
      return (
        <Button variant="outline" onClick={() => dispatch(processActions.stepRequested(1))}>
          <MdFolderOpen />
          <FormattedMessage {...jobErrorMessages.chooseFiles} />
        </Button>
      );
    case 'later':
      return (
        <Button variant="outline" onClick={() => void navigate('/feedback')}>
          <MdFeedback />
          <FormattedMessage {...jobErrorMessages.tellTeam} />
        </Button>
      );
  }
}

/** Below the headline of a failed job: what to do next, with the button, and the server's detail. */
export function JobErrorNotice({ code, message }: { code: number | null; message: string | null }) {
  const known = isKnownCode(code);
  return (
    <Alert.Root status="error" variant="outline" data-testid="job-error">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Stack gap="3">
          {known && (
            <Alert.Title>
              <FormattedMessage {...jobErrorMessages.codeLabel} values={{ code }} />
            </Alert.Title>
          )}
          <Alert.Description>
            {known ? (
              <FormattedMessage {...jobErrorCodeMessages[`n${code}`]} />
            ) : (
              <FormattedMessage {...jobErrorMessages.unknownNext} />
            )}
          </Alert.Description>
          {message !== null && (
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              <FormattedMessage {...jobErrorMessages.detail} values={{ message }} />
            </Text>
          )}
          <Box maxW="full">
            <NextStepButton step={known ? JOB_ERROR_STEPS[code] : 'settings'} />
          </Box>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
