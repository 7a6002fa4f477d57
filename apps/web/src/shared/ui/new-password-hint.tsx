import { Field } from '@chakra-ui/react';
import { MIN_PASSWORD_LENGTH } from '@sillage/shared-types';
import { FormattedMessage } from 'react-intl';
import { commonMessages } from '../i18n/common.messages.js';

/**
 * True for a new password the server would refuse as `passwordTooShort`: it counts the password
 * without the white space around it, as it stores it (ADR 0075).
 */
export function isPasswordTooShort(password: string): boolean {
  return password.trim().length < MIN_PASSWORD_LENGTH;
}

/**
 * The server's minimum length under a new-password field, stated before submitting, and the
 * specific error once the field is invalid for being too short. Render inside a `Field.Root`.
 */
export function NewPasswordHint({ isTooShort }: { isTooShort: boolean }) {
  const values = { min: MIN_PASSWORD_LENGTH };
  return isTooShort ? (
    <Field.ErrorText>
      <FormattedMessage {...commonMessages.passwordTooShort} values={values} />
    </Field.ErrorText>
  ) : (
    <Field.HelperText>
      <FormattedMessage {...commonMessages.passwordHint} values={values} />
    </Field.HelperText>
  );
}
