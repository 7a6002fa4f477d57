import type { FastifySchemaValidationError } from 'fastify';
import { MIN_PASSWORD_LENGTH } from '@sillage/shared-types';

/**
 * The reference client's message key for a rejected account form: `invalidAddress` for a
 * malformed e-mail, `passwordTooShort` under the minimum length, `unsupportedLanguage` for a
 * language the app does not speak, else `fillAllFields`.
 */
export function accountValidationMessage(errors: readonly FastifySchemaValidationError[]): string {
  if (errors.some((error) => error.instancePath === '/locale')) {
    return 'unsupportedLanguage';
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
  return 'fillAllFields';
}
