import { screen } from '@testing-library/react';
import { restoreNetwork, serveRequests } from '../../test/serve-requests.js';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders, settled } from '../../test/render-with-providers.js';
import { createAuthState } from '../../test/builders.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { ForgotPasswordPage } from './forgot-password-page.js';
import { ResetPasswordPage } from './reset-password-page.js';

async function renderAt(path: string, mail: boolean | undefined) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/password" element={<ForgotPasswordPage />} />
        <Route path="/password/:uuid" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
    {
      preloadedState: {
        auth: createAuthState(),
        appInfo: {
          ...appInfoSlice.getInitialState(),
          appInfo: {
            version: '1.0.0',
            uptime: '0d 0h 0m 0s',
            demo: false,
            ...(mail === undefined ? {} : { mail }),
          },
        },
      },
    },
  );
  await settled();
  return view;
}

describe('the password pages', () => {
  it('asks for a reset link when the instance can send mail', async () => {
    const { user } = await renderAt('/password', true);
    expect(screen.queryByTestId('reset-unavailable')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('says at once that no link can be mailed when the instance has no mail', async () => {
    const { user } = await renderAt('/password', false);
    expect(screen.getByTestId('reset-unavailable')).toHaveTextContent(
      'ask an administrator to set a new password',
    );
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('heads the page a mailed link opens with what it does: a new password', async () => {
    await renderAt('/password/f47ac10b-58cc-4372-a567-0e02b2c3d479', false);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New password');
  });
});

describe('the page of a mailed link', () => {
  afterEach(restoreNetwork);

  it('asks the server whether the link works, and offers the form when it does', async () => {
    const requests = serveRequests(() => ({ status: 204 }));
    await renderAt('/password/f47ac10b-58cc-4372-a567-0e02b2c3d479', true);
    expect(requests.map((request) => request.line)).toEqual([
      'GET /api/admin/passwords/f47ac10b-58cc-4372-a567-0e02b2c3d479',
    ]);
    expect(screen.getByRole('form', { name: 'New password' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at once that a used link no longer works, and leads to a new one', async () => {
    serveRequests(() => ({
      status: 410,
      data: { code: 410, kind: 'GONE', message: 'resetLinkUsed' },
    }));
    await renderAt('/password/f47ac10b-58cc-4372-a567-0e02b2c3d479', true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has already been used: each link works once.',
    );
    // No password to type for nothing.
    expect(screen.queryByRole('form', { name: 'New password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password',
    );
  });

  it('keeps the form when the server cannot tell (offline)', async () => {
    await renderAt('/password/f47ac10b-58cc-4372-a567-0e02b2c3d479', true);
    expect(screen.getByRole('form', { name: 'New password' })).toBeVisible();
  });
});
