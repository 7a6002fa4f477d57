import { Button, CloseButton, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import {
  isAccountAddress,
  USER_GROUPS,
  type MailLocale,
  type User,
  type UserGroup,
} from '@sillage/shared-types';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogRoot } from '../../shared/ui/overlay-root.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { isPasswordTooShort, NewPasswordHint } from '../../shared/ui/new-password-hint.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.js';
import { DescribedInput } from '../../shared/ui/described-fields.js';
import { adminMessages } from './admin.messages.js';
import { adminActions, selectAdmin } from './admin.slice.js';
import { selectUser } from '../auth/auth.slice.js';
import { interfaceMailLocale, UserLocaleField } from './user-locale-field.js';

/**
 * Whether the address cannot be sent: empty, or new and refused by the server's rule. An account's
 * unchanged address stays acceptable, so an older one can still get a new group or language.
 */
function checkEmail(original: User | null, email: string): 'required' | 'invalid' | null {
  if (email === '') {
    return 'required';
  }
  return email !== original?.username && !isAccountAddress(email) ? 'invalid' : null;
}

/**
 * True when the draft can be saved: a valid email, a password when adding, and a real change (a
 * new password is one).
 */
export function canSaveUser(
  original: User | null,
  draft: { email: string; password: string; group: UserGroup; locale: MailLocale },
): boolean {
  const email = draft.email.trim();
  if (checkEmail(original, email) !== null) {
    return false;
  }
  if (!original) {
    return draft.password !== '';
  }
  return (
    email !== original.username ||
    draft.group !== original.group ||
    draft.locale !== original.locale ||
    draft.password !== ''
  );
}

function isGroup(value: string): value is UserGroup {
  return (USER_GROUPS as readonly string[]).includes(value);
}

/**
 * Add a user (email, password, group, language) or edit one (email, group, language, and a new
 * password for another account: without mail, a user who forgot theirs has no other way back).
 */
export function UserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { isSavingUser, userSaveCount } = useAppSelector(selectAdmin);
  const ownUsername = useAppSelector(selectUser)?.username;
  // One's own password changes on the profile page, with the old one.
  const hasPasswordField = user === null || user.username !== ownUsername;
  const [initialCount] = useState(userSaveCount);
  const [draft, setDraft] = useState({
    email: user?.username ?? '',
    password: '',
    group: user?.group ?? 'user',
    // A new account reads the admin's language until its user says otherwise.
    locale: user?.locale ?? interfaceMailLocale(intl),
  });
  const canSave = canSaveUser(user, draft);
  // Said under the field once the user leaves it or submits, not while they are still typing.
  const [isPasswordChecked, setIsPasswordChecked] = useState(false);
  // Required when adding; when editing, only a password typed is checked.
  const isPasswordRefused = (!user || draft.password !== '') && isPasswordTooShort(draft.password);
  const isTooShort = isPasswordChecked && isPasswordRefused;
  // An emptied or malformed email disables Save; this says why, once the user has left the field.
  const [isEmailChecked, setIsEmailChecked] = useState(false);
  const emailProblem = isEmailChecked ? checkEmail(user, draft.email) : null;
  const title = user
    ? intl.formatMessage(adminMessages.editUser, { email: user.username })
    : intl.formatMessage(adminMessages.addUser);

  useEffect(() => {
    if (userSaveCount > initialCount) {
      onClose();
    }
  }, [userSaveCount, initialCount, onClose]);

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setIsPasswordChecked(true);
    setIsEmailChecked(true);
    if (canSave && !isPasswordRefused) {
      dispatch(adminActions.userSaveRequested({ ...(user ? { original: user } : {}), ...draft }));
    }
  };

  return (
    <DialogRoot open onOpenChange={(details) => !details.open && onClose()} size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={handleSubmit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={emailProblem !== null}>
                    <Field.Label>
                      <FormattedMessage {...commonMessages.email} />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <DescribedInput
                      type="email"
                      autoComplete="off"
                      value={draft.email}
                      onChange={(event) => setDraft({ ...draft, email: event.target.value.trim() })}
                      onBlur={() => setIsEmailChecked(true)}
                    />
                    <Field.ErrorText>
                      <FormattedMessage
                        {...(emailProblem === 'invalid'
                          ? errorMessages.invalidAddress
                          : commonMessages.fieldRequired)}
                      />
                    </Field.ErrorText>
                  </Field.Root>
                  {hasPasswordField && (
                    <Field.Root required={!user} invalid={isTooShort}>
                      <Field.Label>
                        <FormattedMessage
                          {...(user ? adminMessages.newPassword : commonMessages.password)}
                        />
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <PasswordInput
                        autoComplete="new-password"
                        value={draft.password}
                        onChange={(event) => setDraft({ ...draft, password: event.target.value })}
                        onBlur={() => setIsPasswordChecked(draft.password !== '')}
                        showLabel={intl.formatMessage(commonMessages.showPassword)}
                        hideLabel={intl.formatMessage(commonMessages.hidePassword)}
                      />
                      <NewPasswordHint isTooShort={isTooShort} />
                      {user && (
                        <Field.HelperText>
                          <FormattedMessage {...adminMessages.newPasswordHelp} />
                        </Field.HelperText>
                      )}
                    </Field.Root>
                  )}
                  <Field.Root>
                    <Field.Label>
                      <FormattedMessage {...adminMessages.group} />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field
                        value={draft.group}
                        onChange={(event) => {
                          if (isGroup(event.target.value)) {
                            setDraft({ ...draft, group: event.target.value });
                          }
                        }}
                      >
                        <option value="admin">
                          {intl.formatMessage(adminMessages.groupAdmin)}
                        </option>
                        <option value="user">{intl.formatMessage(adminMessages.groupUser)}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <UserLocaleField
                    value={draft.locale}
                    onChange={(locale) => setDraft({ ...draft, locale })}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {/* "Cancel", not "Close": the × above is already named Close. */}
                <Button variant="outline" onClick={onClose}>
                  <FormattedMessage {...commonMessages.cancel} />
                </Button>
                <Button
                  type="submit"
                  colorPalette="teal"
                  disabled={!canSave}
                  loading={isSavingUser}
                >
                  <FormattedMessage {...commonMessages.save} />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(commonMessages.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}

/** Confirms the deletion of a user. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      title={<FormattedMessage {...adminMessages.deletingUser} />}
      cancelLabel={<FormattedMessage {...commonMessages.close} />}
      confirmLabel={<FormattedMessage {...commonMessages.remove} />}
      onConfirm={() => dispatch(adminActions.userDeleteRequested(user))}
      onClose={onClose}
    >
      <FormattedMessage
        {...adminMessages.confirmSentence}
        values={{ email: user.username, b: (chunks) => <strong>{chunks}</strong> }}
      />
    </ConfirmDialog>
  );
}
