import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createAuthState } from '../../test/builders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../../features/app-info/app-info.slice.js';
import { SignInForm } from '../../features/auth/sign-in-form.js';
import { FeedbackForm } from '../../features/feedback/feedback-form.js';

// An error must be read with its field: Chakra ties it only through aria-errormessage, which
// most screen readers skip, so each control is also described by it (aria-describedby).
const LOCALES = [
  {
    locale: 'en',
    email: /^Email/,
    password: /^Password/,
    message: /^Message/,
    required: 'This field is required',
  },
  {
    locale: 'fr',
    email: /^Courriel/,
    password: /^Mot de passe/,
    message: /^Message/,
    required: 'Ce champ est obligatoire',
  },
] as const;

describe('field errors', () => {
  it.each(LOCALES)('describe the sign-in fields left empty ($locale)', async (texts) => {
    const { user } = renderWithProviders(
      <MemoryRouter>
        <SignInForm />
      </MemoryRouter>,
      { locale: texts.locale, preloadedState: { auth: createAuthState() } },
    );
    const email = screen.getByLabelText(texts.email);
    expect(email).not.toHaveAccessibleDescription(texts.required);
    await user.click(email);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(email).toHaveAccessibleDescription(texts.required);
    expect(screen.getByLabelText(texts.password)).toHaveAccessibleDescription(texts.required);
  });

  it.each(LOCALES)('describe a feedback message left empty ($locale)', async (texts) => {
    const { user } = renderWithProviders(<FeedbackForm />, {
      locale: texts.locale,
      preloadedState: {
        auth: createAuthState(),
        appInfo: {
          ...appInfoSlice.getInitialState(),
          feedbackRecipient: 'team@example.org',
          isFeedbackStatusLoaded: true,
        },
      },
    });
    const message = screen.getByLabelText(texts.message);
    await user.click(message);
    await user.tab();
    expect(message).toHaveAccessibleDescription(texts.required);
  });
});
