import { act, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { PageTransition } from './page-transition.js';

describe('PageTransition', () => {
  it('mounts a fresh, animated wrapper on each path change (the fade restarts)', async () => {
    const router = createMemoryRouter(
      [
        {
          // As in the layouts: the wrapper stays in place while the page inside changes.
          element: (
            <PageTransition>
              <Outlet />
            </PageTransition>
          ),
          children: [
            { path: '/a', element: 'page a' },
            { path: '/b', element: 'page b' },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    const first = screen.getByTestId('page-transition');
    expect(first).toHaveTextContent('page a');
    expect(getComputedStyle(first).animationName).toBe('fade-in');
    await act(() => router.navigate('/b'));
    const second = screen.getByTestId('page-transition');
    expect(second).toHaveTextContent('page b');
    expect(second).not.toBe(first);
  });
});
