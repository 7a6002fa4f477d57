import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { JOB_STATUS_CODES, type JobFailureReason, type JobStatusCode } from '@sillage/shared-types';
import { MdArrowBack, MdAutoFixHigh, MdFeedback, MdFolderOpen } from 'react-icons/md';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { getFiles } from './file-registry.js';
import { readFirstLines } from './first-lines.js';
import {
  JOB_ERROR_STEPS,
  JOB_FAILURE_REASON_TEXTS,
  jobErrorCodeMessages,
  jobErrorMessages,
  type JobErrorStep,
  UPLOAD_TOO_LARGE,
  uploadTooLargeMessages,
} from './job-errors.messages.js';
import { processActions, selectProcess } from './process.slice.js';

function isKnownCode(code: number | null): code is JobStatusCode {
  return code !== null && code in JOB_STATUS_CODES;
}

interface ErrorTexts {
  headline: MessageDescriptor;
  next: MessageDescriptor;
  step: JobErrorStep;
}

/**
 * The sentence, next step and button of a failed job's code, or of its case when the server names
 * one (`reason`); undefined for a code we do not know.
 */
function textsOf(code: number | null, reason: JobFailureReason | null): ErrorTexts | undefined {
  if (reason !== null) {
    return JOB_FAILURE_REASON_TEXTS[reason];
  }
  if (code === UPLOAD_TOO_LARGE) {
    return { ...uploadTooLargeMessages, step: 'files' };
  }
  return isKnownCode(code)
    ? {
        headline: jobErrorCodeMessages[`c${code}`],
        next: jobErrorCodeMessages[`n${code}`],
        step: JOB_ERROR_STEPS[code],
      }
    : undefined;
}

/**
 * The server's own words, when they say more than the translated sentence: not the reference's
 * general wording of the code (`Line format was not recognized`), nor the explanation of a case
 * the sentence names (`reason`), which the sentence already says in the reader's language.
 */
function detailOf(
  code: number | null,
  reason: JobFailureReason | null,
  message: string | null,
): string | null {
  const isCodeWording = isKnownCode(code) && message === JOB_STATUS_CODES[code].message;
  return reason !== null || isCodeWording ? null : message;
}

/** What a failed job says of itself: its status code, and the case of it the server names. */
interface FailureProps {
  code: number | null;
  reason?: JobFailureReason | null;
}

/** The server's detail of a failure, when it says more than the translated sentence. */
export function JobErrorDetail({
  code,
  reason = null,
  message,
}: FailureProps & { message: string | null }) {
  const detail = detailOf(code, reason, message);
  return detail === null ? null : (
    <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
      {/* The server writes its details in English: said so, and read aloud as English. */}
      <FormattedMessage
        {...jobErrorMessages.detail}
        values={{ message: <span lang="en">{detail}</span> }}
      />
    </Text>
  );
}

/** The translated sentence of a failed job's status code (the headline of step 3). */
export function JobErrorHeadline({ code, reason = null }: FailureProps) {
  return <FormattedMessage {...(textsOf(code, reason)?.headline ?? jobErrorMessages.unknown)} />;
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
export function JobErrorNotice({
  code,
  reason = null,
  message,
}: FailureProps & { message: string | null }) {
  const texts = textsOf(code, reason);
  return (
    <Alert.Root status="error" variant="outline" data-testid="job-error">
      <Alert.Indicator />
      <Alert.Content minW="0" flex="1">
        <Stack gap="3">
          {texts !== undefined && (
            <Alert.Title>
              <FormattedMessage {...jobErrorMessages.codeLabel} values={{ code }} />
            </Alert.Title>
          )}
          <Alert.Description>
            <FormattedMessage {...(texts?.next ?? jobErrorMessages.unknownNext)} />
          </Alert.Description>
          <JobErrorDetail code={code} reason={reason} message={message} />
          <Box maxW="full">
            <NextStepButton step={texts?.step ?? 'settings'} />
          </Box>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
