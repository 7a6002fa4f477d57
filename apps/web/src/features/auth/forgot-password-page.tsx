import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch } from '../../app/hooks.js';
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
            <Text color="fg.muted">
              <FormattedMessage {...authMessages.forgotPasswordHelp} />
            </Text>
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
              <Button asChild variant="outline" colorPalette="red">
                <RouterLink to="/">
                  <FormattedMessage {...commonMessages.back} />
                </RouterLink>
              </Button>
              <Button
                type="submit"
                colorPalette="teal"
                loading={isPending}
                disabled={email.trim() === ''}
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
