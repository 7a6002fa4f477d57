import { Alert, Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { selectIsMailAvailable } from '../app-info/app-info.slice.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { authMessages } from './auth.messages.js';
import { authActions } from './auth.slice.js';
import { useLeaveAfterPasswordRequest } from './use-leave-after-password-request.js';

/** `/password`: asks for a reset link by mail. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const isPending = useLeaveAfterPasswordRequest();
  // Said before anyone types: without mail the request could only fail (503).
  const isMailAvailable = useAppSelector(selectIsMailAvailable);

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (email.trim() !== '') {
      dispatch(authActions.passwordResetRequested({ username: email }));
    }
  };

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="lg">
          <FormattedMessage {...authMessages.forgotPasswordTitle} />
        </Heading>
      </Card.Header>
      <Card.Body>
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={intl.formatMessage(authMessages.forgotPasswordTitle)}
        >
          <Stack gap="4">
            {isMailAvailable ? (
              <Text color="fg.muted">
                <FormattedMessage {...authMessages.forgotPasswordHelp} />
              </Text>
            ) : (
              <Alert.Root status="info" data-testid="reset-unavailable">
                <Alert.Indicator />
                <Alert.Description>
                  <FormattedMessage {...authMessages.forgotPasswordUnavailable} />
                </Alert.Description>
              </Alert.Root>
            )}
            <Field.Root required>
              <Field.Label>
                <FormattedMessage {...commonMessages.email} />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </Field.Root>
            <HStack justify="space-between">
              <Button asChild variant="outline" colorPalette="gray">
                <RouterLink to="/">
                  <FormattedMessage {...commonMessages.back} />
                </RouterLink>
              </Button>
              <Button
                type="submit"
                colorPalette="teal"
                loading={isPending}
                disabled={!isMailAvailable || email.trim() === ''}
              >
                <FormattedMessage {...authMessages.resetPassword} />
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
