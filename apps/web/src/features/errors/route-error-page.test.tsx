import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { RouteErrorPage } from './route-error-page.js';

/** A route whose loading throws `error`, under the error page the app gives every route. */
function renderFailingRoute(error: Error, locale: 'en' | 'fr' = 'en') {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      lazy: () => Promise.reject(error),
    },
  ]);
  return renderWithProviders(<RouterProvider router={router} />, { locale });
}

describe('RouteErrorPage', () => {
  it.each([
    ['en', 'This page could not be loaded', 'Reload the page'],
    ['fr', "Cette page n'a pas pu être chargée", 'Recharger la page'],
  ] as const)(
    'says a page whose code could not be downloaded could not be loaded, not "500" (%s)',
    async (locale, text, button) => {
      renderFailingRoute(
        new TypeError('Failed to fetch dynamically imported module: /assets/format-page-x.js'),
        locale,
      );
      expect(await screen.findByText(new RegExp(`^${text}`))).toBeVisible();
      expect(screen.getByRole('button', { name: button })).toBeVisible();
      expect(screen.queryByTestId('error-code')).toBeNull();
    },
  );

  it('shows any other failure as a 500', async () => {
    renderFailingRoute(new Error('boom'));
    expect(await screen.findByTestId('error-code')).toHaveTextContent('500');
  });
});
