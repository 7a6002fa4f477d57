import {
  Button,
  Field,
  Heading,
  Separator,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import { MdSend } from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { errorMessages } from '../../shared/i18n/errors.messages.js';
import { PageCard } from '../../shared/ui/page-card.js';
import { isPasswordTooShort, NewPasswordHint } from '../../shared/ui/new-password-hint.js';
import { PasswordInput } from '../../shared/ui/password-input.js';
import { selectIsMailAvailable } from '../app-info/app-info.slice.js';
import { selectUser } from '../auth/auth.slice.js';
import { adminMessages } from '../admin/admin.messages.js';
import { profileMessages } from './profile.messages.js';
import { profileActions, selectProfile } from './profile.slice.js';

const EMPTY = { oldPassword: '', newPassword: '', confirm: '' };

function PasswordChangeForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { isChangingPassword } = useAppSelector(selectProfile);
  const [values, setValues] = useState(EMPTY);
  const isComplete = Object.values(values).every((value) => value.trim() !== '');
  const isMismatch = values.confirm !== '' && values.confirm !== values.newPassword;
  // Said once the user leaves the new password or submits, not while they are still typing.
  const [isNewPasswordChecked, setIsNewPasswordChecked] = useState(false);
  const isTooShort = isNewPasswordChecked && isPasswordTooShort(values.newPassword);
  const toggleLabels = {
    showLabel: intl.formatMessage(commonMessages.showPassword),
    hideLabel: intl.formatMessage(commonMessages.hidePassword),
  };
  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setIsNewPasswordChecked(true);
    if (isComplete && !isPasswordTooShort(values.newPassword)) {
      dispatch(profileActions.passwordChangeSubmitted(values));
    }
  };
  const field = (name: keyof typeof EMPTY, label: MessageDescriptor, autoComplete: string) => (
    <Field.Root
      required
      invalid={(name === 'confirm' && isMismatch) || (name === 'newPassword' && isTooShort)}
    >
      <Field.Label>
        <FormattedMessage {...label} />
        <Field.RequiredIndicator />
      </Field.Label>
      <PasswordInput
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...(name === 'newPassword'
          ? { onBlur: () => setIsNewPasswordChecked(values.newPassword !== '') }
          : {})}
        {...toggleLabels}
      />
      {name === 'newPassword' ? (
        <NewPasswordHint isTooShort={isTooShort} />
      ) : (
        <Field.ErrorText>
          <FormattedMessage {...errorMessages.passwordDoesNotMatch} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={intl.formatMessage(profileMessages.updatePassword)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {field('oldPassword', profileMessages.oldPassword, 'current-password')}
          {field('newPassword', profileMessages.newPassword, 'new-password')}
          {field('confirm', profileMessages.confirm, 'new-password')}
        </SimpleGrid>
        {isComplete && (
          <Button
            type="submit"
            colorPalette="teal"
            alignSelf="flex-end"
            loading={isChangingPassword}
          >
            <MdSend />
            <FormattedMessage {...commonMessages.send} />
          </Button>
        )}
      </Stack>
    </form>
  );
}

/** `/profile`: notification switch and password change. */
export function ProfilePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { passwordChangeCount } = useAppSelector(selectProfile);
  // Without SMTP every report would say "mail-status: fail": the switch stays off, and says why.
  const isMailAvailable = useAppSelector(selectIsMailAvailable);
  return (
    <PageCard title={<FormattedMessage {...profileMessages.title} />}>
      <Stack gap="6">
        <Stack gap="1">
          <Text fontWeight="medium">{user?.username}</Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage
              {...profileMessages.group}
              values={{
                group: intl.formatMessage(
                  user?.group === 'admin' ? adminMessages.groupAdmin : adminMessages.groupUser,
                ),
              }}
            />
          </Text>
        </Stack>
        <Stack gap="1">
          <Switch.Root
            colorPalette="teal"
            checked={isMailAvailable && (user?.notify ?? false)}
            disabled={!isMailAvailable}
            onCheckedChange={(details) =>
              dispatch(profileActions.notificationsToggled(details.checked))
            }
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>
              <FormattedMessage {...profileMessages.notifications} />
            </Switch.Label>
          </Switch.Root>
          {!isMailAvailable && (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage {...profileMessages.notificationsUnavailable} />
            </Text>
          )}
        </Stack>
        <Separator />
        <Heading as="h2" size="md">
          <FormattedMessage {...profileMessages.updatePassword} />
        </Heading>
        <PasswordChangeForm key={passwordChangeCount} />
      </Stack>
    </PageCard>
  );
}
