import {
  Box,
  Button,
  Collapsible,
  Flex,
  HStack,
  Icon,
  IconButton,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  MdAccountCircle,
  MdCached,
  MdCloudUpload,
  MdCode,
  MdDarkMode,
  MdErrorOutline,
  MdExpandMore,
  MdFindInPage,
  MdGroup,
  MdHistory,
  MdLightMode,
  MdMenuBook,
  MdReportProblem,
  MdSettings,
  MdSettingsSuggest,
  MdTranslate,
  MdViewList,
  MdWidgets,
} from 'react-icons/md';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { useColorMode } from '../../app/color-mode.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { LOCALES, LOCALE_NAMES } from '../../shared/i18n/locale.js';
import { DOCUMENTATION_URL } from '../../shared/project-links.js';
import { Tooltip } from '../../shared/ui/tooltip.js';
import { hasGeneralUpdates, isRepositoryOutdated } from '../app-info/outdated.js';
import { selectAppInfo, selectStatuses } from '../app-info/app-info.slice.js';
import { hasScope } from '../auth/guards.js';
import { selectAuth } from '../auth/auth.slice.js';
import { localeActions, selectLocale } from '../locale/locale.slice.js';
import { SignOutButton } from './sign-out-button.js';
import { DrawerExternalLinks } from './drawer-external-links.js';
import { layoutMessages } from './layout.messages.js';

function DrawerLink({
  to,
  icon,
  label,
  hasAlert = false,
  onNavigate,
}: {
  to: string;
  icon: IconType;
  label: MessageDescriptor;
  hasAlert?: boolean;
  onNavigate: () => void;
}) {
  const intl = useIntl();
  return (
    <Button
      asChild
      variant="ghost"
      justifyContent="flex-start"
      w="full"
      gap="3"
      onClick={onNavigate}
    >
      <NavLink to={to} style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
        <Icon as={icon} boxSize="5" />
        <Box as="span" flex="1" textAlign="start">
          <FormattedMessage {...label} />
        </Box>
        {hasAlert && (
          <Icon
            as={MdErrorOutline}
            color="fg.error"
            aria-label={intl.formatMessage(layoutMessages.updateAvailable)}
          />
        )}
      </NavLink>
    </Button>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <Stack gap="0.5" px="2" py="2">
      {children}
    </Stack>
  );
}

/** Drawer menu: profile, pages, administration, documentation, language, feedback, theme. */
export function DrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { loggedIn, user } = useAppSelector(selectAuth);
  const statuses = useAppSelector(selectStatuses);
  const appInfo = useAppSelector(selectAppInfo);
  const locale = useAppSelector(selectLocale);
  const { colorMode, toggleColorMode } = useColorMode();
  const isAdmin = hasScope(user, 'admin');
  const platformsOutdated = isRepositoryOutdated('platforms', statuses.platforms);
  const middlewaresOutdated = isRepositoryOutdated('middlewares', statuses.middlewares);
  const generalUpdates = hasGeneralUpdates(statuses);
  const themeLabel = intl.formatMessage(
    colorMode === 'dark' ? layoutMessages.lightTheme : layoutMessages.darkTheme,
  );

  return (
    <Flex direction="column" h="full" overflowY="auto">
      <DrawerExternalLinks />
      <Separator />
      <Section>
        <HStack>
          <Button
            asChild
            variant="ghost"
            flex="1"
            justifyContent="flex-start"
            gap="3"
            minW="0"
            onClick={onNavigate}
          >
            {/* The name holds the text shown (the user's e-mail), as voice control expects. */}
            <NavLink
              to="/profile"
              aria-label={intl.formatMessage(layoutMessages.profileOf, {
                name: user?.username ?? intl.formatMessage(layoutMessages.notConnected),
              })}
            >
              <Icon as={MdAccountCircle} boxSize="6" />
              <Text as="span" truncate>
                {user?.username ?? intl.formatMessage(layoutMessages.notConnected)}
              </Text>
            </NavLink>
          </Button>
          {loggedIn && <SignOutButton />}
        </HStack>
      </Section>
      <Separator />
      {loggedIn && (
        <Section>
          <DrawerLink
            to="/process"
            icon={MdCloudUpload}
            label={layoutMessages.processLogs}
            onNavigate={onNavigate}
          />
          <DrawerLink
            to="/jobs"
            icon={MdHistory}
            label={layoutMessages.myJobs}
            onNavigate={onNavigate}
          />
          <DrawerLink
            to="/format"
            icon={MdFindInPage}
            label={layoutMessages.designLogFormat}
            onNavigate={onNavigate}
          />
        </Section>
      )}
      {isAdmin && (
        <Section>
          <Collapsible.Root defaultOpen={pathname.startsWith('/admin')}>
            <Collapsible.Trigger asChild>
              <Button variant="ghost" justifyContent="flex-start" w="full" gap="3">
                <Icon as={MdSettings} boxSize="5" />
                <Box as="span" flex="1" textAlign="start">
                  <FormattedMessage {...layoutMessages.administration} />
                </Box>
                {(platformsOutdated || generalUpdates) && (
                  <Icon
                    as={MdErrorOutline}
                    color="fg.error"
                    aria-label={intl.formatMessage(layoutMessages.updateAvailable)}
                  />
                )}
                <Icon as={MdExpandMore} />
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Stack gap="0.5" ps="4">
                <DrawerLink
                  to="/admin/platforms"
                  icon={MdViewList}
                  label={layoutMessages.adminPlatforms}
                  hasAlert={platformsOutdated}
                  onNavigate={onNavigate}
                />
                <DrawerLink
                  to="/admin/middlewares"
                  icon={MdWidgets}
                  label={layoutMessages.adminMiddlewares}
                  hasAlert={middlewaresOutdated}
                  onNavigate={onNavigate}
                />
                <DrawerLink
                  to="/admin/updates"
                  icon={MdCached}
                  label={layoutMessages.adminUpdates}
                  hasAlert={generalUpdates}
                  onNavigate={onNavigate}
                />
                <DrawerLink
                  to="/admin/users"
                  icon={MdGroup}
                  label={layoutMessages.adminUsers}
                  onNavigate={onNavigate}
                />
                <DrawerLink
                  to="/admin/jobs"
                  icon={MdSettingsSuggest}
                  label={layoutMessages.adminJobs}
                  onNavigate={onNavigate}
                />
              </Stack>
            </Collapsible.Content>
          </Collapsible.Root>
        </Section>
      )}
      <Separator />
      <Section>
        <Button asChild variant="ghost" justifyContent="flex-start" w="full" gap="3">
          <a href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer">
            <Icon as={MdMenuBook} boxSize="5" />
            <FormattedMessage {...layoutMessages.documentation} />
          </a>
        </Button>
        <HStack
          px="4"
          py="1"
          gap="3"
          role="group"
          aria-label={intl.formatMessage(commonMessages.language)}
        >
          <Icon as={MdTranslate} boxSize="5" />
          {LOCALES.map((code) => (
            <Button
              key={code}
              size="sm"
              variant={code === locale ? 'solid' : 'outline'}
              colorPalette="teal"
              aria-pressed={code === locale}
              lang={code}
              onClick={() => dispatch(localeActions.localeChosen(code))}
            >
              {/* Decorative: the button already says the language's name. */}
              <img src={`/img/${code}.svg`} alt="" width={20} height={14} />
              {LOCALE_NAMES[code]}
            </Button>
          ))}
        </HStack>
        <DrawerLink
          to="/feedback"
          icon={MdReportProblem}
          label={layoutMessages.feedback}
          onNavigate={onNavigate}
        />
      </Section>
      <Box flex="1" />
      <Separator />
      <HStack px="4" py="3" justify="space-between">
        <Tooltip content={themeLabel}>
          <IconButton variant="ghost" size="sm" aria-label={themeLabel} onClick={toggleColorMode}>
            {colorMode === 'dark' ? <MdLightMode /> : <MdDarkMode />}
          </IconButton>
        </Tooltip>
        {appInfo.repositoryUrl === undefined ? (
          <Text fontSize="sm" color="fg.muted" data-testid="app-version">
            <FormattedMessage {...layoutMessages.version} values={{ version: appInfo.version }} />
          </Text>
        ) : (
          // The source this install runs (reference: the version button links to the repository).
          <Button asChild variant="outline" size="xs" data-testid="app-version">
            <a href={appInfo.repositoryUrl} target="_blank" rel="noopener noreferrer">
              <Icon as={MdCode} />
              <FormattedMessage {...layoutMessages.version} values={{ version: appInfo.version }} />
            </a>
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
