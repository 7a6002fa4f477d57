import { Button, Flex, Heading, IconButton, Spacer, Span } from '@chakra-ui/react';
import { MdMenu } from 'react-icons/md';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { commonMessages } from '../../shared/i18n/common.messages.js';
import { Logo } from '../../shared/ui/logo.js';
import {
  processActions,
  selectProcessProgress,
  selectProcessStatus,
} from '../process/process.slice.js';
import { DRAWER_ID } from './app-drawer.js';
import { JobEndAnnouncer } from './job-end-announcer.js';
import { describeJobState } from './job-state-label.js';
import { layoutMessages } from './layout.messages.js';
import { PkbChip } from './pkb-chip.js';
import { PlatformsCatalogChip } from './platforms-catalog-chip.js';
import { useDrawer } from './use-drawer.js';

/** Fixed teal bar: menu toggle, logo, platforms catalog and PKB sync chips, the job-state button. */
export function TopBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectProcessStatus);
  const progress = useAppSelector(selectProcessProgress);
  const drawer = useDrawer();

  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      h="14"
      px={{ base: '2', md: '4' }}
      gap={{ base: '1', md: '3' }}
      align="center"
      bg="primary.solid"
      color="primary.contrast"
      boxShadow="md"
    >
      <IconButton
        variant="ghost"
        color="inherit"
        aria-label={intl.formatMessage(layoutMessages.toggleDrawer)}
        onClick={drawer.toggle}
        aria-expanded={drawer.isVisible}
        aria-controls={DRAWER_ID}
        // The ghost variant's own hover is a light grey, under which the bar's white is lost.
        _hover={{ bg: 'blackAlpha.200' }}
        _expanded={{ bg: 'blackAlpha.200' }}
      >
        <MdMenu />
      </IconButton>
      <Logo />
      <Heading as="p" size="md" display={{ base: 'none', sm: 'block' }}>
        <FormattedMessage {...commonMessages.appName} />
      </Heading>
      <Spacer />
      <PlatformsCatalogChip />
      <PkbChip />
      <Button
        asChild
        variant="ghost"
        color="inherit"
        size="sm"
        textTransform="none"
        whiteSpace="normal"
        // At 375 px the chip and this button share what the menu button and logo leave.
        minW="0"
        flexShrink={1}
        fontSize={{ base: 'xs', sm: 'sm' }}
        maxW={{ base: '36', sm: 'none' }}
        onClick={() => dispatch(processActions.stepRequested(3))}
        _hover={{ bg: 'blackAlpha.200' }}
        data-testid="job-state"
      >
        <RouterLink to="/process">
          {/* Two lines at most ("Traitement en cours : 45 %"), the chips beside it stay compact.
              Clamped inside: a clamp on the button itself makes it a block, so one line would
              sit at its top instead of its middle. */}
          <Span lineClamp={{ base: 2, sm: 'none' }}>
            <FormattedMessage {...describeJobState(status)} values={{ percent: progress }} />
          </Span>
        </RouterLink>
      </Button>
      <JobEndAnnouncer />
    </Flex>
  );
}
