import { useBreakpointValue } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { appInfoActions, selectIsDrawerOpen } from '../app-info/app-info.slice.js';

/** Drawer visibility: the user's choice, else open on wide screens and closed on phones. */
export function useDrawer() {
  const dispatch = useAppDispatch();
  const preference = useAppSelector(selectIsDrawerOpen);
  const isWide = useBreakpointValue({ base: false, lg: true }) ?? false;
  const isVisible = preference ?? isWide;
  return {
    isWide,
    isVisible,
    toggle: () => dispatch(appInfoActions.drawerToggled(isVisible)),
    close: () => dispatch(appInfoActions.drawerClosed()),
  };
}
