import { act, screen } from '@testing-library/react';
import { renderWithProviders, settled } from '../../test/render-with-providers.js';
import { createAuthState } from '../../test/builders.js';
import { appInfoActions, appInfoSlice } from '../app-info/app-info.slice.js';
import { MemoryRouter } from 'react-router';
import { authActions } from './auth.slice.js';
import { listSignTabs, SignInPage } from './sign-in-page.js';

async function renderPage(userCount: number, registrationOpen = false, feedback = true) {
  const view = renderWithProviders(
    <MemoryRouter>
      <SignInPage />
    </MemoryRouter>,
    {
      preloadedState: {
        auth: createAuthState(),
        appInfo: {
          ...appInfoSlice.getInitialState(),
          userCount,
          appInfo: {
            version: '1.0.0',
            uptime: '0d 0h 0m 0s',
            demo: false,
            registrationOpen,
            feedback,
          },
        },
      },
    },
  );
  await settled();
  return view;
}

describe('SignInPage', () => {
  it('keeps "Sign in" disabled until email and password are filled, then logs in', async () => {
    const { user, store } = await renderPage(3);
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.org');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit);
    expect(store.getState().auth.isSubmitting).toBe(true);
  });

  it('says a left-empty field is required', async () => {
    const { user } = await renderPage(1);
    await user.click(screen.getByLabelText(/^Email/));
    await user.tab();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
  });

  it('links to the forgotten-password page', async () => {
    await renderPage(1);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password',
    );
  });

  it('offers only the creation of the first admin when no account exists', async () => {
    const { user } = await renderPage(0);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByText(/create the first administrator account/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Inform the team' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Email/), 'first@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'a');
    await user.type(screen.getByLabelText(/^Confirm password/), 'b');
    await user.tab();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('says under the field that an address the server would refuse is invalid', async () => {
    const { user, store } = await renderPage(0);
    await user.type(screen.getByLabelText(/^Email/), 'first@example');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm password/), 'long enough');
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'first@example.org');
    expect(screen.queryByText('Invalid email address.')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(store.getState().auth.isSubmitting).toBe(false);
  });

  it('neither offers nor sends "Inform the team" when messages cannot reach the team', async () => {
    const { user, store } = await renderPage(0, false, false);
    expect(screen.queryByRole('checkbox', { name: 'Inform the team' })).not.toBeInTheDocument();
    const dispatched = jest.spyOn(store, 'dispatch');
    await user.type(screen.getByLabelText(/^Email/), 'first@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'long enough');
    await user.type(screen.getByLabelText(/^Confirm password/), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(dispatched).toHaveBeenCalledWith(
      authActions.registrationRequested({
        userid: 'first@example.org',
        password: 'long enough',
        confirm: 'long enough',
        shouldInformTeam: false,
      }),
    );
  });

  it('switches to the sign-in form when the reloaded count says an account now exists', async () => {
    const { store } = await renderPage(0);
    expect(screen.getByRole('tab', { name: 'Sign up' })).toBeInTheDocument();
    act(() => {
      store.dispatch(appInfoActions.userCountLoaded(1));
    });
    await settled();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows only the sign-in tab when accounts exist and registration is closed', async () => {
    await renderPage(2);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sign in']);
  });

  it('adds a sign-up tab when registration is open, without the first-install extras', async () => {
    const { user } = await renderPage(2, true);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sign in',
      'Sign up',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(screen.getByLabelText(/^Confirm password/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Inform the team' })).not.toBeInTheDocument();
    expect(screen.queryByText(/create the first administrator account/)).not.toBeInTheDocument();
  });
});

describe('listSignTabs', () => {
  it.each([
    [0, false, ['signUp']],
    [0, true, ['signUp']],
    [3, false, ['signIn']],
    [3, true, ['signIn', 'signUp']],
    [-1, false, ['signIn']],
  ] as const)('%i accounts, open %s → %j', (count, isOpen, expected) => {
    expect(listSignTabs(count, isOpen)).toEqual(expected);
  });
});
