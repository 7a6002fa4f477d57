import { ChakraProvider } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { selectLocale } from '../features/locale/locale.slice.js';
import { Snackbar } from '../features/notifications/snackbar.js';
import { LocalizedProvider } from '../shared/i18n/localized-provider.js';
import { ColorModeProvider } from './color-mode.js';
import { useAppSelector } from './hooks.js';
import { createAppRouter } from './router.js';
import type { AppStore } from './store.js';
import { system } from './theme.js';

function LocalizedRouter() {
  const locale = useAppSelector(selectLocale);
  const router = useMemo(() => createAppRouter(), []);
  return (
    <LocalizedProvider locale={locale}>
      <RouterProvider router={router} />
      <Snackbar />
    </LocalizedProvider>
  );
}

/** Providers, outermost first: Redux, Chakra (theme + colour mode), react-intl, the router. */
export function App({ store }: { store: AppStore }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <LocalizedRouter />
        </ColorModeProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
