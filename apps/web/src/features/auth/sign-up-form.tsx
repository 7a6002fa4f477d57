import { Alert, Button, Checkbox, Field, Stack } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { NewPasswordHint } from '../../shared/ui/new-password-hint.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import { selectIsFeedbackAvailable } from '../app-info/app-info.slice.js';
import { hasNoErrors, validateSignUp, type FieldError } from './auth-validation.js';
import { authMessages } from './auth.messages.js';
import { authActions, selectIsAuthSubmitting } from './auth.slice.js';
import { DescribedInput } from '../../shared/ui/described-fields.js';

/**
 * Account creation, then automatic sign-in. On a fresh install (no account yet) the account
 * becomes the administrator and the team may be told about the new instance.
 */
export function SignUpForm({ isFirstInstall }: { isFirstInstall: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isSubmitting = useAppSelector(selectIsAuthSubmitting);
  // Without mail to the team the announcement would fail silently (501): not offered then.
  const isFeedbackAvailable = useAppSelector(selectIsFeedbackAvailable);
  const canInformTeam = isFirstInstall && isFeedbackAvailable;
  const [values, setValues] = useState({
    email: '',
    password: '',
    confirm: '',
    shouldInformTeam: isFirstInstall,
  });
  const [touched, setTouched] = useState({ email: false, password: false, confirm: false });
  const errors = validateSignUp(values);
  const describe = (error: FieldError | undefined) =>
    intl.formatMessage(
      error === 'mismatch'
        ? errorMessages.passwordDoesNotMatch
        : error === 'invalidAddress'
          ? errorMessages.invalidAddress
          : commonMessages.fieldRequired,
    );

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true, confirm: true });
    if (hasNoErrors(errors)) {
      dispatch(
        authActions.registrationRequested({
          userid: values.email,
          password: values.password,
          confirm: values.confirm,
          shouldInformTeam: canInformTeam && values.shouldInformTeam,
        }),
      );
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage(authMessages.signUp)}>
      <Stack gap="4">
        {isFirstInstall && (
          <Alert.Root status="info" variant="outline">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage {...authMessages.createFirstAdmin} />
            </Alert.Description>
          </Alert.Root>
        )}
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
          <Field.ErrorText>{describe(errors.email)}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={touched.password && errors.password !== undefined}>
          <Field.Label>
            <FormattedMessage {...commonMessages.password} />
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
            onBlur={() => setTouched({ ...touched, password: true })}
            showLabel={intl.formatMessage(commonMessages.showPassword)}
            hideLabel={intl.formatMessage(commonMessages.hidePassword)}
          />
          {touched.password && errors.password === 'required' ? (
            <Field.ErrorText>{describe(errors.password)}</Field.ErrorText>
          ) : (
            <NewPasswordHint isTooShort={touched.password && errors.password === 'tooShort'} />
          )}
        </Field.Root>
        <Field.Root required invalid={touched.confirm && errors.confirm !== undefined}>
          <Field.Label>
            <FormattedMessage {...commonMessages.confirmPassword} />
            <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="confirm"
            autoComplete="new-password"
            value={values.confirm}
            onChange={(event) => setValues({ ...values, confirm: event.target.value })}
            onBlur={() => setTouched({ ...touched, confirm: true })}
            showLabel={intl.formatMessage(commonMessages.showPassword)}
            hideLabel={intl.formatMessage(commonMessages.hidePassword)}
          />
          <Field.ErrorText>{describe(errors.confirm)}</Field.ErrorText>
        </Field.Root>
        {canInformTeam && (
          <Alert.Root
            status="neutral"
            variant="outline"
            flexDirection="column"
            alignItems="flex-start"
            gap="2"
          >
            <Checkbox.Root
              checked={values.shouldInformTeam}
              onCheckedChange={(details) =>
                setValues({ ...values, shouldInformTeam: details.checked === true })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage {...authMessages.informTeam} />
              </Checkbox.Label>
            </Checkbox.Root>
            <Alert.Description fontSize="sm">
              <FormattedMessage {...authMessages.informTeamWarning} />
            </Alert.Description>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="teal"
          loading={isSubmitting}
          disabled={!hasNoErrors(errors)}
        >
          <FormattedMessage {...authMessages.signUp} />
        </Button>
      </Stack>
    </form>
  );
}
