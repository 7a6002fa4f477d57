import { z } from 'zod';
import { UserGroupSchema } from './auth.schema.js';
import { MailLocaleSchema } from './locale.schema.js';

/** Shortest new password accepted (sign-up, admin creation, reset, change). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted: argon2 costs grow with input, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1024;

/**
 * Why an account form (sign-up, admin creation, edit, profile) was refused with 400: the message
 * of the answer, which clients word (the web app as `errors.<reason>`).
 */
export const ACCOUNT_FORM_REASONS = [
  'fillAllFields',
  'invalidAddress',
  'passwordTooShort',
  'passwordTooLong',
  'unsupportedLanguage',
  'unknownGroup',
] as const;
export type AccountFormReason = (typeof ACCOUNT_FORM_REASONS)[number];

/** A user as any API response shows it: never a password hash or reset token. */
export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  group: UserGroupSchema,
  notify: z.boolean(),
  /** The account's language: its mails are written in it (ADR 0084). */
  locale: MailLocaleSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type User = z.infer<typeof UserSchema>;

/** Longest address SMTP carries (RFC 5321: 254 in all, 64 before the "@"). */
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_PART_LENGTH = 64;

/**
 * An account's address, lower-cased. One that mail cannot carry is refused like a malformed one:
 * no reset link or notification could ever reach it.
 */
const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.email().superRefine((email, context) => {
      if (email.length > MAX_EMAIL_LENGTH || email.lastIndexOf('@') > MAX_EMAIL_LOCAL_PART_LENGTH) {
        context.addIssue({
          code: 'invalid_format',
          format: 'email',
          input: email,
          message: 'Address too long for mail',
        });
      }
    }),
  );
/**
 * True when the server would take `address` as an account's e-mail: the forms check it with the
 * same rule before sending.
 */
export function isAccountAddress(address: string): boolean {
  return EmailSchema.safeParse(address).success;
}

/** Counted as the server stores it: without the white space around it (ADR 0075). */
const PasswordSchema = z.string().max(MAX_PASSWORD_LENGTH).trim().min(MIN_PASSWORD_LENGTH);
/** A repeated new password, trimmed like the one it must equal. */
const PasswordConfirmSchema = z.string().max(MAX_PASSWORD_LENGTH).trim();

/** `POST /api/admin/register` body (reference names; the account is signed in afterwards). */
export const RegisterBodySchema = z.object({
  userid: EmailSchema,
  password: PasswordSchema,
  confirm: PasswordConfirmSchema,
  /** The interface's language, stored as the account's (as at sign-in). */
  locale: MailLocaleSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** `GET /api/admin/usersnumber`: how many accounts exist (0 → the UI offers to create the admin). */
export const UsersCountSchema = z.number().int().nonnegative();

/** `POST /api/admin/users` body: an admin adds an account. */
export const CreateUserBodySchema = z.object({
  userid: EmailSchema,
  password: PasswordSchema,
  group: UserGroupSchema.default('user'),
  /**
   * The account's language, chosen by the admin. Absent: the admin's interface language (its
   * cookie), else French, as for any account whose user never told one.
   */
  locale: MailLocaleSchema.optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** `POST /api/admin/users/{id}` body: new e-mail, group, language and/or password (`userid` is ignored, as sent by the reference client). */
export const UpdateUserBodySchema = z.object({
  username: EmailSchema.optional(),
  group: UserGroupSchema.optional(),
  locale: MailLocaleSchema.optional(),
  /**
   * A new password the admin sets (Sillage's: an instance that cannot mail a reset link has no
   * other way back for a user who forgot theirs). The account's sessions end; not for the
   * admin's own account, whose password changes on the profile page with the old one.
   */
  password: PasswordSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** `/api/admin/users/{id}`: the user's id, or (reference style) their e-mail address. */
export const UserParamsSchema = z.object({ id: z.string().min(1).max(320) });
export type UserParams = z.infer<typeof UserParamsSchema>;

/**
 * `POST /api/admin/passwords` body: mail a reset link (always answers 204). The mail goes in
 * the account's stored language, not the asker's: whoever types an address need not be its owner.
 */
export const PasswordResetRequestBodySchema = z.object({
  username: z.string().trim().min(1).max(320),
});
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBodySchema>;

/** `PUT /api/admin/passwords` body: set a new password with the mailed token. */
export const PasswordResetBodySchema = z.object({
  credentials: z.object({ password: PasswordSchema, passwordConfirm: PasswordConfirmSchema }),
  uuid: z.string().min(1).max(200),
});
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/**
 * `POST /api/admin/profile` body: notification switch, interface language, or password change
 * with the old one.
 */
export const ProfileUpdateBodySchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('notifications'), notifiate: z.boolean() }),
  /** The interface language the user switched to: their mails follow it. */
  z.object({ section: z.literal('locale'), locale: MailLocaleSchema }),
  z.object({
    section: z.literal('password'),
    oldPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    newPassword: PasswordSchema,
    confirm: PasswordConfirmSchema,
  }),
]);
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;
