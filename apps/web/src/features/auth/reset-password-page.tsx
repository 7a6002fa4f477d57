import { Alert, Button, Card, Field, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { formatMessageById } from '../../shared/i18n/format-message-by-id.js';
import { isPasswordTooShort, NewPasswordHint } from '../../shared/ui/new-password-hint.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import { canSubmitNewPassword } from './auth-validation.js';
import { authMessages } from './auth.messages.js';
import { authApi } from './auth.api.js';
import { authActions } from './auth.slice.js';
import { unusableLinkMessageId } from './unusable-link.js';
import { useLeaveAfterPasswordRequest } from './use-leave-after-password-request.js';

/** `/password/{uuid}`: choose a new password from the link received by mail. */
export function ResetPasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { uuid = '' } = useParams();
  const [values, setValues] = useState({ password: '', confirm: '' });
  // Why the link no longer works, told on arrival instead of after a new password was typed.
  const [unusable, setUnusable] = useState<{ uuid: string; messageId: string | undefined }>();
  useEffect(() => {
    let isCurrent = true;
    authApi.checkResetLink(uuid).catch((error: unknown) => {
      // Any other failure (offline, a server too old to tell): the form stays, and says it then.
      if (isCurrent) {
        setUnusable({ uuid, messageId: unusableLinkMessageId(error) });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [uuid]);
  const unusableLinkId = unusable?.uuid === uuid ? unusable.messageId : undefined;
  const isPending = useLeaveAfterPasswordRequest();
  const canSubmit = canSubmitNewPassword(values.password, values.confirm);
  const isMismatch = values.confirm !== '' && values.confirm !== values.password;
  // Said once the user leaves the password field, not while they are still typing.
  const [isPasswordChecked, setIsPasswordChecked] = useState(false);
  const isTooShort = isPasswordChecked && isPasswordTooShort(values.password);
  const toggleLabels = {
    showLabel: intl.formatMessage(commonMessages.showPassword),
    hideLabel: intl.formatMessage(commonMessages.hidePassword),
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (canSubmit) {
      dispatch(
        authActions.newPasswordSubmitted({
          uuid,
          password: values.password,
          passwordConfirm: values.confirm,
        }),
      );
    }
  };

  if (unusableLinkId !== undefined) {
    return (
      <NewPasswordCard>
        <Stack gap="4">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{formatMessageById(intl, unusableLinkId)}</Alert.Description>
          </Alert.Root>
          <HStack justify="space-between">
            <BackButton />
            <Button asChild colorPalette="teal">
              <RouterLink to="/password">
                <FormattedMessage {...authMessages.requestNewLink} />
              </RouterLink>
            </Button>
          </HStack>
        </Stack>
      </NewPasswordCard>
    );
  }

  return (
    <NewPasswordCard>
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={intl.formatMessage(authMessages.newPassword)}
      >
        <Stack gap="4">
          <Field.Root required invalid={isTooShort}>
            <Field.Label>
              <FormattedMessage {...authMessages.newPassword} />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
              onBlur={() => setIsPasswordChecked(values.password !== '')}
              {...toggleLabels}
            />
            <NewPasswordHint isTooShort={isTooShort} />
          </Field.Root>
          <Field.Root required invalid={isMismatch}>
            <Field.Label>
              <FormattedMessage {...authMessages.passwordConfirmation} />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              value={values.confirm}
              onChange={(event) => setValues({ ...values, confirm: event.target.value })}
              {...toggleLabels}
            />
            <Field.ErrorText>
              <FormattedMessage {...errorMessages.passwordDoesNotMatch} />
            </Field.ErrorText>
          </Field.Root>
          <HStack justify="space-between">
            <BackButton />
            <Button type="submit" colorPalette="teal" loading={isPending} disabled={!canSubmit}>
              <FormattedMessage {...commonMessages.send} />
            </Button>
          </HStack>
        </Stack>
      </form>
    </NewPasswordCard>
  );
}

/** The page's card, headed with what the mailed link is for. */
function NewPasswordCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="lg">
          <FormattedMessage {...authMessages.newPassword} />
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function BackButton() {
  return (
    <Button asChild variant="outline" colorPalette="gray">
      <RouterLink to="/">
        <FormattedMessage {...commonMessages.back} />
      </RouterLink>
    </Button>
  );
}
