import {
  Alert,
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { API_DOCS_PAGE } from '@sillage/shared-types';
import { useEffect, useState, type ReactNode } from 'react';
import { MdArrowBack, MdForum, MdGroups, MdReportProblem, MdThumbUp } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { PageTransition } from '../../shared/ui/page-transition.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { Logo } from '../../shared/ui/logo.js';
import { RouteSuspense } from '../../shared/ui/page-loader.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import {
  appInfoActions,
  selectAppInfo,
  selectIsFeedbackAvailable,
  selectUserCount,
} from '../app-info/app-info.slice.js';
import { FeedbackForm } from '../feedback/index.js';
import { SNACKBAR_SPACE_VARIABLE } from '../notifications/snackbar.js';
import { LanguageSelect } from './language-select.js';
import { layoutMessages } from './layout.messages.js';

function FeatureChip({ icon, label, tip }: { icon: ReactNode; label: ReactNode; tip: string }) {
  return (
    <Tooltip content={tip}>
      {/* Chakra's ring, as on every other control, in the panel's text colour to stand out on its
          teal (a badge has no focus style of its own: the browser's default showed). */}
      <Badge
        as="button"
        size="lg"
        variant="solid"
        colorPalette="gray"
        gap="2"
        px="3"
        py="1.5"
        focusVisibleRing="outside"
        focusRingColor="primary.contrast"
      >
        {icon}
        {label}
        {/* The tooltip's text in the name, after the words shown (not instead of them). */}
        <VisuallyHidden>
          <FormattedMessage {...commonMessages.tipSuffix} values={{ tip }} />
        </VisuallyHidden>
      </Badge>
    </Tooltip>
  );
}

/** Visitors' pages: description panel with three feature chips, logo, content, language, feedback. */
export function SignLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { demo } = useAppSelector(selectAppInfo);
  const isFeedbackAvailable = useAppSelector(selectIsFeedbackAvailable);
  // With no account yet, only sign-up is offered: inviting to sign in would point nowhere.
  const isFirstInstall = useAppSelector(selectUserCount) === 0;
  const [isFeedbackShown, setIsFeedbackShown] = useState(false);

  useEffect(() => {
    dispatch(appInfoActions.signLayoutEntered());
  }, [dispatch]);

  const link = (href: string) => (chunks: ReactNode) => (
    <Link
      href={href}
      color="inherit"
      textDecoration="underline"
      target="_blank"
      rel="noopener noreferrer"
    >
      {chunks}
    </Link>
  );

  return (
    // The form first in the page, for a phone's first screen and for screen readers; on a wide
    // screen the description still stands on the left.
    <Flex minH="100vh" direction={{ base: 'column', md: 'row-reverse' }}>
      <Flex
        as="main"
        id="main"
        flex="1"
        direction="column"
        p={{ base: '4', md: '10' }}
        // Room for a snackbar at the bottom: "Report a problem" is not hidden by the error it is
        // there for.
        pb={{
          base: `calc(1rem + var(${SNACKBAR_SPACE_VARIABLE}, 0px))`,
          md: `calc(2.5rem + var(${SNACKBAR_SPACE_VARIABLE}, 0px))`,
        }}
        gap="6"
        bg="bg"
      >
        <Stack align="center" gap="2" color="primary.fg">
          <Logo sizePx={72} />
          <Heading as="p" size="3xl">
            <FormattedMessage {...commonMessages.appName} />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage
              {...(isFirstInstall ? layoutMessages.firstAccountIsAdmin : layoutMessages.signInEasy)}
            />
          </Text>
        </Stack>
        {demo && (
          <Alert.Root status="info" borderStartWidth="4px" borderStartColor="accent.solid">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage {...layoutMessages.demoHeader} />
              </Alert.Title>
              <Alert.Description>
                <FormattedMessage {...layoutMessages.demoText} />
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box flex="1" w="full" maxW="lg" mx="auto">
          {isFeedbackShown ? (
            // The form stands for the page here: it takes the page's h1, as on /feedback.
            <Stack gap="4">
              <Heading as="h1" size="lg">
                <FormattedMessage {...layoutMessages.feedback} />
              </Heading>
              <FeedbackForm />
            </Stack>
          ) : (
            <RouteSuspense label={intl.formatMessage(layoutMessages.pageLoading)}>
              <PageTransition>{children ?? <Outlet />}</PageTransition>
            </RouteSuspense>
          )}
        </Box>
        <HStack justify="space-between" wrap="wrap" gap="3" w="full" maxW="lg" mx="auto">
          <LanguageSelect />
          <Button
            colorPalette="teal"
            onClick={() => setIsFeedbackShown(!isFeedbackShown)}
            aria-pressed={isFeedbackShown}
          >
            {isFeedbackShown ? <MdArrowBack /> : <MdReportProblem />}
            <FormattedMessage
              {...(isFeedbackShown ? commonMessages.back : layoutMessages.feedback)}
            />
          </Button>
        </HStack>
      </Flex>
      <Box
        as="section"
        flex="1"
        bg="primary.solid"
        color="primary.contrast"
        p={{ base: '6', md: '12' }}
        display="flex"
        flexDirection="column"
        justifyContent="center"
        aria-labelledby="sign-what-is"
      >
        <Heading as="h2" id="sign-what-is" size="2xl" mb="4">
          <FormattedMessage {...layoutMessages.whatIs} />
        </Heading>
        <Text fontSize="lg" mb="6">
          <FormattedMessage
            {...layoutMessages.description}
            values={{ docs: link(API_DOCS_PAGE) }}
          />
        </Text>
        <Wrap gap="3" aria-label={intl.formatMessage(layoutMessages.features)}>
          <FeatureChip
            icon={<MdThumbUp />}
            label={<FormattedMessage {...layoutMessages.simpleTool} />}
            tip={intl.formatMessage(layoutMessages.simpleToolTip)}
          />
          {/* The feedback form is offered only where it can reach the team. */}
          <FeatureChip
            icon={<MdForum />}
            label={<FormattedMessage {...layoutMessages.availableTeam} />}
            tip={intl.formatMessage(
              isFeedbackAvailable
                ? layoutMessages.availableTeamTip
                : layoutMessages.availableTeamAdminsTip,
            )}
          />
          <FeatureChip
            icon={<MdGroups />}
            label={<FormattedMessage {...layoutMessages.growingCommunity} />}
            tip={intl.formatMessage(layoutMessages.growingCommunityTip)}
          />
        </Wrap>
      </Box>
    </Flex>
  );
}
