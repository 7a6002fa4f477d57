/** Why a field is invalid; each maps to a catalog text. */
export type FieldError = 'required' | 'mismatch';

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

/** Sign up: all three required, and the confirmation must repeat the password. */
export function validateSignUp(values: {
  email: string;
  password: string;
  confirm: string;
}): FieldErrors<'email' | 'password' | 'confirm'> {
  const errors: FieldErrors<'email' | 'password' | 'confirm'> = validateSignIn(values);
  if (isBlank(values.confirm)) {
    errors.confirm = 'required';
  } else if (values.confirm !== values.password) {
    errors.confirm = 'mismatch';
  }
  return errors;
}

/** A new password may be sent when both fields are filled and equal (two blanks are refused). */
export function canSubmitNewPassword(password: string, confirm: string): boolean {
  return !isBlank(password) && password === confirm;
}

export function hasNoErrors(errors: Record<string, unknown>): boolean {
  return Object.keys(errors).length === 0;
}
