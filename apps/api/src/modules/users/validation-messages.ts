import type { FastifySchemaValidationError } from 'fastify';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AccountFormReason,
} from '@sillage/shared-types';

/**
 * The reference client's message key for a rejected account form: `invalidAddress` for a
 * malformed e-mail, `passwordTooShort` under the minimum length, `unsupportedLanguage` for a
 * language the app does not speak, else `fillAllFields`; and ours, `passwordTooLong` past the
 * longest password taken (the reference had no limit) and `unknownGroup` for a group other than
 * admin or user, where "fill in all the fields" misleads.
 */
export function accountValidationMessage(
  errors: readonly FastifySchemaValidationError[],
): AccountFormReason {
  if (errors.some((error) => error.instancePath === '/locale')) {
    return 'unsupportedLanguage';
  }
  if (errors.some((error) => error.instancePath === '/group')) {
    return 'unknownGroup';
  }
  if (
    errors.some((error) => error.keyword === 'invalid_format' && error.params.format === 'email')
  ) {
    return 'invalidAddress';
  }
  if (
    errors.some(
      (error) => error.keyword === 'too_small' && error.params.minimum === MIN_PASSWORD_LENGTH,
    )
  ) {
    return 'passwordTooShort';
  }
  if (
    errors.some(
      (error) => error.keyword === 'too_big' && error.params.maximum === MAX_PASSWORD_LENGTH,
    )
  ) {
    return 'passwordTooLong';
  }
  return 'fillAllFields';
}
