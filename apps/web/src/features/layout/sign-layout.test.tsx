import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createAuthState } from '../../test/builders.js';
import { focusVisibleOutlineStyles } from '../../test/focus-ring.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { SignLayout } from './sign-layout.js';

function renderSignLayout(
  isDemo = false,
  feedback = true,
  locale: 'en' | 'fr' = 'en',
  userCount: number | null = 1,
) {
  return renderWithProviders(
    <MemoryRouter>
      <SignLayout>
        <p>sign-in form</p>
      </SignLayout>
    </MemoryRouter>,
    {
      locale,
      preloadedState: {
        auth: createAuthState(),
        appInfo: {
          ...appInfoSlice.getInitialState(),
          userCount,
          appInfo: { version: '1.0.0', uptime: '0d 0h 0m 0s', demo: isDemo, feedback },
        },
      },
    },
  );
}

describe('SignLayout', () => {
  it('describes the service with its links and three chips that explain themselves', () => {
    renderSignLayout();
    // The page to read (the server sends a browser opening /api/docs there too).
    const docs = screen.getByRole('link', { name: 'API documentation' });
    expect(docs).toHaveAttribute('href', '/api/docs/ui');
    expect(docs).toHaveAttribute('target', '_blank');
    // Each chip is named by its words, then its tooltip text.
    for (const tip of [
      'A few clicks to process your logs, no installation needed.',
      'Report a problem at any time with the feedback form.',
      'Libraries in many countries share their platform descriptions.',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`: ${tip}$`) })).toBeInTheDocument();
    }
    expect(screen.queryByText('Demonstration instance.')).not.toBeInTheDocument();
  });

  it("rings its chips on keyboard focus as every control, in the panel's text colour", () => {
    renderSignLayout();
    const chips = screen.getAllByRole('button', { name: /: .+\.$/ });
    expect(chips).toHaveLength(3);
    for (const chip of chips) {
      expect(focusVisibleOutlineStyles(chip)).toEqual([expect.stringContaining('solid')]);
      // White on the teal panel, where the gray palette's ring would hardly show.
      expect(getComputedStyle(chip).getPropertyValue('--focus-ring-color')).toBe(
        'var(--chakra-colors-primary-contrast)',
      );
    }
  });

  it('keeps its three chips when messages cannot reach the team, and sends to the administrators', () => {
    renderSignLayout(false, false);
    expect(
      screen.getByRole('button', {
        name: /^A team to help ?: The administrators of this instance help you: ask them\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/feedback form/)).not.toBeInTheDocument();
    expect(screen.getByText('A simple tool')).toBeInTheDocument();
    expect(screen.getByText('A growing community')).toBeInTheDocument();
  });

  it('invites to sign in once an account exists', () => {
    renderSignLayout();
    expect(screen.getByText('Sign in to process your logs.')).toBeInTheDocument();
  });

  it('says on a fresh install that the first account becomes the administrator', () => {
    renderSignLayout(false, true, 'en', 0);
    expect(
      screen.getByText('Create the first account: it will be the administrator of this instance.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Sign in to process your logs.')).not.toBeInTheDocument();
  });

  it('says it in French too', () => {
    renderSignLayout(false, true, 'fr', 0);
    expect(
      screen.getByText("Créez le premier compte : il sera l'administrateur de cette instance."),
    ).toBeInTheDocument();
  });

  it('shows the demo card on a demonstration instance', () => {
    renderSignLayout(true);
    expect(screen.getByText('Demonstration instance.')).toBeInTheDocument();
  });

  it('swaps the page for the feedback form and back', async () => {
    const { user } = renderSignLayout();
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await user.click(back);
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Report a problem'],
    ['fr', 'Signaler un problème'],
  ] as const)('titles the feedback form as the page (%s)', async (locale, title) => {
    const { user } = renderSignLayout(false, true, locale);
    await user.click(screen.getByRole('button', { name: title }));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
