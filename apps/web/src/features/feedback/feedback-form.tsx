import { Alert, Button, Checkbox, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { MdSend } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { formatDateTime } from '../../shared/i18n/format-date.js';
import {
  selectFeedbackRecipient,
  selectIsFeedbackStatusLoaded,
} from '../app-info/app-info.slice.js';
import { selectUser } from '../auth/auth.slice.js';
import { hasScope } from '../auth/guards.js';
import { selectLocale } from '../locale/locale.slice.js';
import { isFeedbackValid, validateFeedback } from './feedback-validation.js';
import { feedbackMessages } from './feedback.messages.js';
import { feedbackActions, selectFeedback } from './feedback.slice.js';
import { DescribedInput, DescribedTextarea } from '../../shared/ui/described-fields.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import type { JobSummary } from '@sillage/shared-types';
import type { Locale } from '../../shared/i18n/locale.js';

const EMPTY_DRAFT = { message: '', jobId: '', shouldSendBrowser: true };

/**
 * Each past job's date as its option says it: to the minute, as the reference writes it, and to
 * the second for jobs that share their minute with another (they would read the same).
 */
function treatmentDates(
  treatments: readonly JobSummary[],
  locale: Locale,
): { jobId: string; date: string }[] {
  const minutes = treatments.map((treatment) => formatDateTime(treatment.createdAt, locale));
  return treatments.map((treatment, index) => {
    const minute = minutes[index] ?? '';
    const isShared = minutes.indexOf(minute) !== minutes.lastIndexOf(minute);
    const seconds = new Date(treatment.createdAt).getSeconds();
    return {
      jobId: treatment.jobId,
      date: isShared ? `${minute}:${String(seconds).padStart(2, '0')}` : minute,
    };
  });
}

/** The feedback form (page /feedback and the sign layout's "report a problem" panel). */
export function FeedbackForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const recipient = useAppSelector(selectFeedbackRecipient);
  const isStatusLoaded = useAppSelector(selectIsFeedbackStatusLoaded);
  const intl = useIntl();
  const { sentCount } = useAppSelector(selectFeedback);
  const username = user?.username ?? null;

  useEffect(() => {
    dispatch(feedbackActions.feedbackFormOpened({ username }));
  }, [dispatch, username]);

  // Until the server has said whether feedback is on, saying "unavailable" would be a guess.
  if (!isStatusLoaded) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  if (recipient === null) {
    return (
      <Stack gap="2">
        <Text data-testid="feedback-unavailable">
          <FormattedMessage {...feedbackMessages.unavailable} />
        </Text>
        {hasScope(user, 'admin') && (
          <Text color="fg.muted">
            <FormattedMessage {...feedbackMessages.howToEnable} />
          </Text>
        )}
      </Stack>
    );
  }
  // A new key after each successful send gives a fresh, empty form.
  return <FeedbackFields key={sentCount} recipient={recipient} username={username} />;
}

function FeedbackFields({ recipient, username }: { recipient: string; username: string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const { isSending, treatments } = useAppSelector(selectFeedback);
  const [typedEmail, setTypedEmail] = useState('');
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [touched, setTouched] = useState({ email: false, message: false });
  const email = username ?? typedEmail;

  const errors = validateFeedback({ email, message: draft.message });
  const required = intl.formatMessage(commonMessages.fieldRequired);
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched({ email: true, message: true });
    if (!isFeedbackValid({ email, message: draft.message })) {
      return;
    }
    dispatch(
      feedbackActions.feedbackSubmitted({
        mail: email.trim(),
        comment: draft.message,
        browser: draft.shouldSendBrowser ? navigator.userAgent : null,
        jobID: draft.jobId === '' ? null : draft.jobId,
      }),
    );
  };

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={intl.formatMessage(feedbackMessages.title)}
    >
      <Stack gap="4">
        <Alert.Root status="info" variant="outline">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage
              {...(username === null
                ? feedbackMessages.emailWillBeSentToTeam
                : feedbackMessages.emailWillBeSent)}
              values={{ recipient, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </Alert.Description>
        </Alert.Root>
        <Field.Root
          required
          invalid={touched.email && errors.email !== undefined}
          disabled={username !== null}
        >
          <Field.Label>
            <FormattedMessage {...feedbackMessages.email} />
            <Field.RequiredIndicator />
          </Field.Label>
          <DescribedInput
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setTypedEmail(event.target.value)}
            onBlur={() => setTouched((previous) => ({ ...previous, email: true }))}
          />
          <Field.ErrorText>
            {errors.email === 'invalid'
              ? intl.formatMessage(errorMessages.invalidAddress)
              : required}
          </Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={touched.message && errors.message !== undefined}>
          <Field.Label>
            <FormattedMessage {...feedbackMessages.message} />
            <Field.RequiredIndicator />
          </Field.Label>
          <DescribedTextarea
            rows={5}
            value={draft.message}
            onChange={(event) => setDraft({ ...draft, message: event.target.value })}
            onBlur={() => setTouched((previous) => ({ ...previous, message: true }))}
          />
          <Field.ErrorText>{required}</Field.ErrorText>
        </Field.Root>
        {username !== null && (
          <Field.Root disabled={treatments.length === 0}>
            <Field.Label>
              <FormattedMessage {...feedbackMessages.sendReport} />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={draft.jobId}
                onChange={(event) => setDraft({ ...draft, jobId: event.target.value })}
              >
                <option value="">{intl.formatMessage(feedbackMessages.noReport)}</option>
                {treatmentDates(treatments, locale).map(({ jobId, date }) => (
                  <option key={jobId} value={jobId}>
                    {intl.formatMessage(feedbackMessages.treatmentOf, { date })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Checkbox.Root
          checked={draft.shouldSendBrowser}
          onCheckedChange={(details) =>
            setDraft({ ...draft, shouldSendBrowser: details.checked === true })
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage {...feedbackMessages.sendBrowserVersion} />
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          type="submit"
          colorPalette="teal"
          size="lg"
          loading={isSending}
          disabled={!isFeedbackValid({ email, message: draft.message })}
        >
          <MdSend />
          <FormattedMessage {...commonMessages.send} />
        </Button>
      </Stack>
    </form>
  );
}
