import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router.js';
import { createAppStore, type RootState } from '../app/store.js';
import { system } from '../app/theme.js';
import { mergeCatalogs, type Locale } from '../shared/i18n/locale.js';
import en from '../shared/i18n/locales/en.json';
import fr from '../shared/i18n/locales/fr.json';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  locale?: Locale;
  /** Run the real sagas (their API calls must then be mocked). */
  shouldRunSagas?: boolean;
}

/** Renders with the real store, theme and catalogs (English by default, for readable queries). */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const locale = options.locale ?? 'en';
  const store = createAppStore(
    { locale: { locale }, ...options.preloadedState },
    options.shouldRunSagas ?? false,
  );
  const view = render(
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        <IntlProvider
          locale={locale}
          messages={mergeCatalogs(locale, { fr, en })}
          onError={() => undefined}
        >
          {ui}
        </IntlProvider>
      </ChakraProvider>
    </ReduxProvider>,
  );
  return { store, user: userEvent.setup({ delay: null }), ...view };
}

/**
 * Lets what a render scheduled run inside `act`: Chakra's tabs measure their indicator in a
 * microtask after mounting, which would otherwise update the tree after a synchronous test has
 * moved on (React's "not wrapped in act" warning). Await it after rendering tabs.
 */
export async function settled(): Promise<void> {
  await act(() => Promise.resolve());
}

/** Renders the real route table at `path` in a memory router. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
