import { isAccountAddress } from '@sillage/shared-types';
import { isPasswordTooShort } from '../../shared/ui/new-password-hint.js';

/** Why a field is invalid; each maps to a catalog text. */
export type FieldError = 'required' | 'mismatch' | 'tooShort' | 'invalidAddress';

export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

const isBlank = (value: string) => value.trim() === '';

/** Sign in: email and password are required. */
export function validateSignIn(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (isBlank(values.email)) {
    errors.email = 'required';
  }
  if (isBlank(values.password)) {
    errors.password = 'required';
  }
  return errors;
}

/**
 * Sign up: all three required, an address the server takes, a long enough password, and a
 * confirmation that repeats it.
 */
export function validateSignUp(values: {
  email: string;
  password: string;
  confirm: string;
}): FieldErrors<'email' | 'password' | 'confirm'> {
  const errors: FieldErrors<'email' | 'password' | 'confirm'> = validateSignIn(values);
  if (errors.email === undefined && !isAccountAddress(values.email)) {
    errors.email = 'invalidAddress';
  }
  if (errors.password === undefined && isPasswordTooShort(values.password)) {
    errors.password = 'tooShort';
  }
  if (isBlank(values.confirm)) {
    errors.confirm = 'required';
  } else if (values.confirm !== values.password) {
    errors.confirm = 'mismatch';
  }
  return errors;
}

/** A new password may be sent when it is long enough and both fields are equal. */
export function canSubmitNewPassword(password: string, confirm: string): boolean {
  return !isBlank(password) && !isPasswordTooShort(password) && password === confirm;
}

export function hasNoErrors(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).length === 0;
}
