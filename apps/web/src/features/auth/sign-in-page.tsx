import { Card, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { useEffect } from 'react';
import { MdPerson, MdPersonAdd } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { appInfoActions, selectAppInfo, selectUserCount } from '../app-info/app-info.slice.js';
import { authMessages } from './auth.messages.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

/** Which tabs `/` offers: sign-in once an account exists, sign-up on a fresh or open instance. */
export function listSignTabs(
  userCount: number,
  isRegistrationOpen: boolean,
): ('signIn' | 'signUp')[] {
  if (userCount === 0) {
    return ['signUp'];
  }
  return isRegistrationOpen ? ['signIn', 'signUp'] : ['signIn'];
}

/** `/`: sign in, and sign up when no account exists yet or registration is open. */
export function SignInPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const userCount = useAppSelector(selectUserCount);
  const { registrationOpen } = useAppSelector(selectAppInfo);

  useEffect(() => {
    dispatch(appInfoActions.userCountRequested());
  }, [dispatch]);

  if (userCount === null) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  const tabs = listSignTabs(userCount, registrationOpen === true);
  return (
    <Card.Root>
      {/* The page's h1 for screen-reader users, who jump by headings: the tabs say the rest. */}
      <VisuallyHidden as="h1">
        <FormattedMessage {...(tabs[0] === 'signUp' ? authMessages.signUp : authMessages.signIn)} />
      </VisuallyHidden>
      {/* A new set of tabs (the count was reloaded, e.g. after the first sign-up) starts over. */}
      <Tabs.Root
        key={tabs.join()}
        defaultValue={tabs[0]}
        variant="line"
        colorPalette="teal"
        fitted
        lazyMount
      >
        <Card.Header pb="0">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab}>
                {tab === 'signIn' ? <MdPerson /> : <MdPersonAdd />}
                <FormattedMessage
                  {...(tab === 'signIn' ? authMessages.signIn : authMessages.signUp)}
                />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Card.Header>
        <Card.Body>
          {tabs.map((tab) => (
            <Tabs.Content key={tab} value={tab} pt="0">
              {tab === 'signIn' ? <SignInForm /> : <SignUpForm isFirstInstall={userCount === 0} />}
            </Tabs.Content>
          ))}
        </Card.Body>
      </Tabs.Root>
    </Card.Root>
  );
}
