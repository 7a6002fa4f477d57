import { Box, Flex } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { PageTransition } from '../../shared/ui/page-transition.js';
import { useAppDispatch } from '../../app/hooks.js';
import { RouteSuspense } from '../../shared/ui/page-loader.js';
import { SkipLink } from '../../shared/ui/skip-link.js';
import { appInfoActions } from '../app-info/app-info.slice.js';
import { useLeaveWarningWhileJobRuns } from '../process/use-leave-warning.js';
import { AppDrawer } from './app-drawer.js';
import { DemoBanner } from './demo-banner.js';
import { layoutMessages } from './layout.messages.js';
import { OfflineDialog } from './offline-dialog.js';
import { TopBar } from './top-bar.js';

/** Signed-in pages: top bar, drawer, demo banner, offline dialog and the page. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(appInfoActions.signedInLayoutEntered());
  }, [dispatch]);
  // The job goes on while the user visits other pages: any of them may be reloaded meanwhile.
  useLeaveWarningWhileJobRuns();

  return (
    <Box minH="100vh" bg="bg.subtle">
      <SkipLink targetId="main" label={intl.formatMessage(layoutMessages.skipToContent)} />
      <TopBar />
      <Flex>
        <AppDrawer />
        <Box
          as="main"
          id="main"
          tabIndex={-1}
          outline="none"
          flex="1"
          minW="0"
          p={{ base: '2', md: '6' }}
        >
          <DemoBanner />
          <RouteSuspense label={intl.formatMessage(layoutMessages.pageLoading)}>
            <PageTransition>{children ?? <Outlet />}</PageTransition>
          </RouteSuspense>
        </Box>
      </Flex>
      <OfflineDialog />
    </Box>
  );
}
