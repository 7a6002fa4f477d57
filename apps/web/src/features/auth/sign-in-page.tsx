import { Card, Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { PageLoader } from '../../shared/ui/page-loader.js';
import { appInfoActions, selectUserCount } from '../app-info/app-info.slice.js';
import { authMessages } from './auth.messages.js';
import { SignInForm } from './sign-in-form.js';
import { SignUpForm } from './sign-up-form.js';

/** `/`: sign in, or, on a fresh install with no account, create the first administrator. */
export function SignInPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const userCount = useAppSelector(selectUserCount);

  useEffect(() => {
    dispatch(appInfoActions.userCountRequested());
  }, [dispatch]);

  if (userCount === null) {
    return <PageLoader label={intl.formatMessage(commonMessages.loading)} />;
  }
  const isFirstInstall = userCount === 0;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h1" size="lg">
          <FormattedMessage {...(isFirstInstall ? authMessages.signUp : authMessages.signIn)} />
        </Heading>
      </Card.Header>
      <Card.Body>{isFirstInstall ? <SignUpForm /> : <SignInForm />}</Card.Body>
    </Card.Root>
  );
}
