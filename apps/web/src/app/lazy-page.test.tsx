import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import type { ReactElement } from 'react';
import { DefaultLayout } from '../features/layout/default-layout.js';
import { SignLayout } from '../features/layout/sign-layout.js';
import { createAuthState, createSignedInState } from '../test/builders.js';
import { renderWithProviders } from '../test/render-with-providers.js';
import { lazyPage } from './lazy-page.js';

/** A module import that finishes only when the test says so. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const module = new Promise<{ SlowPage: () => React.JSX.Element }>((resolve) => {
    finish = () => resolve({ SlowPage: () => <p>slow page content</p> });
  });
  return { load: () => module, finish };
}

const LAYOUTS: [string, ReactElement, ReturnType<typeof createAuthState>][] = [
  ['sign layout', <SignLayout key="sign" />, createAuthState()],
  ['default layout', <DefaultLayout key="default" />, createSignedInState()],
];

function renderAt(path: string, layout: ReactElement, auth: ReturnType<typeof createAuthState>) {
  const { load, finish } = deferredModule();
  const SlowPage = lazyPage(load, 'SlowPage');
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/', element: <Link to="/slow">go to the slow page</Link> },
          { path: '/slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: { auth },
  });
  return { ...view, finish };
}

const indicator = () => screen.queryByLabelText('Loading the page');

describe.each(LAYOUTS)('route-loading indicator of the %s', (_name, layout, auth) => {
  it('shows while a lazy page is fetched on first load, and goes when it arrives', async () => {
    const { finish } = renderAt('/slow', layout, auth);
    expect(indicator()).toBeInTheDocument();
    expect(screen.queryByText('slow page content')).not.toBeInTheDocument();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByText('slow page content')).toBeInTheDocument();
    expect(indicator()).not.toBeInTheDocument();
  });

  it('shows while navigating to a lazy page that is not loaded yet', async () => {
    const { finish, user } = renderAt('/', layout, auth);
    await user.click(screen.getByRole('link', { name: 'go to the slow page' }));
    expect(indicator()).toBeInTheDocument();
    // The previous page is gone at once; the indicator stands in for the coming one.
    expect(screen.queryByRole('link', { name: 'go to the slow page' })).not.toBeInTheDocument();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByText('slow page content')).toBeInTheDocument();
    expect(indicator()).not.toBeInTheDocument();
  });
});
