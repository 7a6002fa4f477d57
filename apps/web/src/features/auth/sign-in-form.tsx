import { Button, Checkbox, Field, HStack, Link, Stack } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import { hasNoErrors, validateSignIn } from './auth-validation.js';
import { authMessages } from './auth.messages.js';
import { authActions, selectIsAuthSubmitting } from './auth.slice.js';
import { DescribedInput } from '../../shared/ui/described-fields.js';

/** Email + password + remember me; POST /api/auth/login then GET /api/auth/session (saga). */
export function SignInForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSubmitting = useAppSelector(selectIsAuthSubmitting);
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const [touched, setTouched] = useState({ email: false, password: false });
  const errors = validateSignIn(values);
  const required = intl.formatMessage(commonMessages.fieldRequired);

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (hasNoErrors(errors)) {
      dispatch(
        authActions.loginRequested({
          userid: values.email,
          password: values.password,
          remember: values.remember,
        }),
      );
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(authMessages.signIn)}>
      <Stack gap="4">
        <Field.Root required invalid={touched.email && errors.email !== undefined}>
          <Field.Label>
            <FormattedMessage {...commonMessages.email} />
            <Field.RequiredIndicator />
          </Field.Label>
          <DescribedInput
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
            onBlur={() => setTouched({ ...touched, email: true })}
          />
          <Field.ErrorText>{required}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={touched.password && errors.password !== undefined}>
          <Field.Label>
            <FormattedMessage {...commonMessages.password} />
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            onBlur={() => setTouched({ ...touched, password: true })}
            showLabel={intl.formatMessage(commonMessages.showPassword)}
            hideLabel={intl.formatMessage(commonMessages.hidePassword)}
          />
          <Field.ErrorText>{required}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root
          checked={values.remember}
          onCheckedChange={(details) =>
            setValues({ ...values, remember: details.checked === true })
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage {...authMessages.rememberMe} />
          </Checkbox.Label>
        </Checkbox.Root>
        <HStack justify="space-between" wrap="wrap">
          <Link asChild colorPalette="teal" variant="underline">
            <RouterLink to="/password">
              <FormattedMessage {...authMessages.forgotPassword} />
            </RouterLink>
          </Link>
          <Button
            type="submit"
            colorPalette="teal"
            loading={isSubmitting}
            disabled={!hasNoErrors(errors)}
          >
            <FormattedMessage {...authMessages.signIn} />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
