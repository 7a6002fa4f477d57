import { Box, Drawer, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { DrawerRoot } from '../../shared/ui/overlay-root.js';
import { DrawerContent } from './drawer-content.js';
import { layoutMessages } from './layout.messages.js';
import { useDrawer } from './use-drawer.js';

/** Spec §9: the drawer is 300 px wide. */
export const DRAWER_WIDTH_PX = 300;
/** The menu button's `aria-controls` target, on phones and wide screens alike. */
export const DRAWER_ID = 'app-drawer';

/** Side menu: a fixed column on wide screens, an overlay drawer on phones. */
export function AppDrawer() {
  const intl = useIntl();
  const drawer = useDrawer();
  const label = intl.formatMessage(layoutMessages.navigation);

  if (drawer.isWide) {
    return drawer.isVisible ? (
      <Box
        as="nav"
        id={DRAWER_ID}
        aria-label={label}
        w={`${DRAWER_WIDTH_PX}px`}
        flexShrink={0}
        borderEndWidth="1px"
        bg="bg.panel"
        position="sticky"
        top="14"
        h="calc(100vh - var(--chakra-sizes-14))"
      >
        <DrawerContent onNavigate={() => undefined} />
      </Box>
    ) : null;
  }

  return (
    <DrawerRoot
      // The focus trap, Escape and focus return find the panel by its id: give the id through
      // `ids`, never as a prop of Drawer.Content, or they lose the panel and do nothing.
      ids={{ content: DRAWER_ID }}
      open={drawer.isVisible}
      placement="start"
      onOpenChange={(details) => {
        if (!details.open) {
          drawer.close();
        }
      }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${DRAWER_WIDTH_PX}px`} aria-label={label}>
            <Drawer.Body p="0" as="nav" aria-label={label}>
              <DrawerContent onNavigate={drawer.close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </DrawerRoot>
  );
}
