import { act, screen } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import {
  createAuthState,
  createHttpError,
  createJobSummary,
  createSignedInState,
} from '../../test/builders.js';
import type { JobSummary } from '@sillage/shared-types';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { appInfoSlice } from '../app-info/app-info.slice.js';
import { notificationsActions } from '../notifications/notifications.slice.js';
import { FeedbackForm } from './feedback-form.js';
import { feedbackApi } from './feedback.api.js';
import { sendFeedback } from './feedback.saga.js';
import { feedbackActions, feedbackSlice } from './feedback.slice.js';
import { isFeedbackValid, validateFeedback } from './feedback-validation.js';

const withRecipient = (recipient: string | null) => ({
  appInfo: {
    ...appInfoSlice.getInitialState(),
    feedbackRecipient: recipient,
    isFeedbackStatusLoaded: true,
  },
});

/** The notice naming the recipient (its address is in bold). */
const recipientNotice = () => screen.getByText('team@example.org').parentElement;

describe('FeedbackForm', () => {
  it('waits for the server before saying whether feedback is on', () => {
    const { store } = renderWithProviders(<FeedbackForm />, {
      preloadedState: { auth: createAuthState() },
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeVisible();
    expect(screen.queryByTestId('feedback-unavailable')).toBeNull();
    act(() => {
      store.dispatch(appInfoSlice.actions.feedbackStatusLoaded('team@example.org'));
    });
    expect(recipientNotice()).toBeVisible();
  });

  it('says feedback is unavailable without a recipient', () => {
    renderWithProviders(<FeedbackForm />, {
      preloadedState: { auth: createAuthState(), ...withRecipient(null) },
    });
    expect(screen.getByText('Feedback sending is currently unavailable.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'admin', 'to turn it on, give the server a mail transport (SMTP_URL)'],
    ['fr', 'admin', "pour l'activer, donnez au serveur un transport de courrier (SMTP_URL)"],
  ] as const)('tells an administrator what turns feedback on (%s)', (locale, group, text) => {
    renderWithProviders(<FeedbackForm />, {
      locale,
      preloadedState: { auth: createSignedInState(group), ...withRecipient(null) },
    });
    expect(screen.getByText(text, { exact: false })).toBeVisible();
  });

  it('keeps server settings from other users', () => {
    renderWithProviders(<FeedbackForm />, {
      preloadedState: { auth: createSignedInState('user'), ...withRecipient(null) },
    });
    expect(screen.getByTestId('feedback-unavailable')).toBeInTheDocument();
    expect(screen.queryByText('SMTP_URL', { exact: false })).toBeNull();
  });

  // The server copies signed-in senders only: a visitor's address is unverified, and copying to
  // it would let anyone send the team's mail to anyone (QA B item 5).
  it.each([
    ['en', 'Your message will be sent to team@example.org; a copy will be sent to you.'],
    ['fr', 'Votre message sera envoyé à team@example.org ; une copie vous sera adressée.'],
  ] as const)('promises a signed-in user a copy (%s)', (locale, text) => {
    renderWithProviders(<FeedbackForm />, {
      locale,
      preloadedState: { auth: createSignedInState('user'), ...withRecipient('team@example.org') },
    });
    expect(recipientNotice()).toHaveTextContent(text);
  });

  it.each(['en', 'fr'] as const)('promises a visitor no copy (%s)', (locale) => {
    renderWithProviders(<FeedbackForm />, {
      locale,
      preloadedState: { auth: createAuthState(), ...withRecipient('team@example.org') },
    });
    const notice = recipientNotice();
    expect(notice).toHaveTextContent(/team@example\.org/);
    expect(notice).not.toHaveTextContent(/copy|copie/i);
  });

  /** The form of a signed-in user with these past processes, in `locale`. */
  const renderWithTreatments = (treatments: JobSummary[], locale?: 'fr') =>
    renderWithProviders(<FeedbackForm />, {
      ...(locale === undefined ? {} : { locale }),
      preloadedState: {
        auth: createSignedInState('user'),
        ...withRecipient('team@example.org'),
        feedback: { ...feedbackSlice.getInitialState(), treatments },
      },
    });

  it('prefills and locks the email of a signed-in user and lists past processes', () => {
    renderWithTreatments([createJobSummary()]);
    expect(screen.getByLabelText(/^Your email address/)).toHaveValue('user@example.org');
    expect(screen.getByLabelText(/^Your email address/)).toBeDisabled();
    expect(
      screen.getByRole('option', { name: /^Treatment of 2026 .+ 04 - 05:06$/ }),
    ).toBeInTheDocument();
  });

  it('dates past processes the French way in French', () => {
    renderWithTreatments([createJobSummary()], 'fr');
    expect(
      screen.getByRole('option', { name: /^Traitement du 04 .+ 2026 - 05:06$/ }),
    ).toBeInTheDocument();
  });

  it('tells apart the processes of one minute by their seconds', () => {
    renderWithTreatments([
      createJobSummary({ jobId: 'a', createdAt: '2026-03-04T05:06:03' }),
      createJobSummary({ jobId: 'b', createdAt: '2026-03-04T05:06:54' }),
      createJobSummary({ jobId: 'c', createdAt: '2026-03-04T07:00:10' }),
    ]);
    const names = screen
      .getAllByRole('option')
      .map((option) => option.textContent)
      .slice(1);
    expect(names).toEqual([
      expect.stringMatching(/ 04 - 05:06:03$/),
      expect.stringMatching(/ 04 - 05:06:54$/),
      expect.stringMatching(/ 04 - 07:00$/),
    ]);
  });

  it('keeps Send disabled for a blank message and says the field is required', async () => {
    const { user, store } = renderWithProviders(<FeedbackForm />, {
      preloadedState: { auth: createAuthState(), ...withRecipient('team@example.org') },
    });
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(screen.getByLabelText(/^Your email address/), 'visitor@example.org');
    await user.type(screen.getByLabelText(/^Message/), '   ');
    await user.tab();
    expect(send).toBeDisabled();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Message/), 'It breaks');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(store.getState().feedback.isSending).toBe(true);
  });

  it.each([
    ['en', /^Your email address/, /^Message/, 'Send', 'Invalid email address.'],
    ['fr', /^Votre adresse électronique/, /^Message/, 'Envoyer', 'Adresse électronique invalide.'],
  ] as const)(
    'tells a visitor their address is malformed instead of failing to send (%s)',
    async (locale, emailLabel, messageLabel, sendName, error) => {
      // The server refuses it (400), which the page could only report as "could not send".
      const { user } = renderWithProviders(<FeedbackForm />, {
        preloadedState: { auth: createAuthState(), ...withRecipient('team@example.org') },
        locale,
      });
      const send = screen.getByRole('button', { name: sendName });
      const email = screen.getByLabelText(emailLabel);
      await user.type(email, 'visitor');
      await user.type(screen.getByLabelText(messageLabel), 'It breaks');
      expect(send).toBeDisabled();
      expect(email).toHaveAccessibleDescription(error);
      await user.type(email, '@example.org');
      expect(send).toBeEnabled();
      expect(screen.queryByText(error)).not.toBeInTheDocument();
    },
  );

  it('empties the form after a successful send', async () => {
    const { user, store } = renderWithProviders(<FeedbackForm />, {
      preloadedState: { auth: createAuthState(), ...withRecipient('team@example.org') },
    });
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    act(() => {
      store.dispatch(feedbackActions.feedbackSent());
    });
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });
});

describe('validateFeedback', () => {
  it.each([
    [{ email: '', message: 'x' }, { email: 'required' }],
    [{ email: 'a@b.fr', message: ' \n ' }, { message: 'required' }],
    [{ email: 'a@b.fr', message: 'x' }, {}],
    // The server's rule: a one-letter top-level domain is refused there, so here too.
    [{ email: 'a@b.c', message: 'x' }, { email: 'invalid' }],
  ])('%j gives %j', (draft, expected) => {
    expect(validateFeedback(draft)).toEqual(expected);
    expect(isFeedbackValid(draft)).toBe(Object.keys(expected).length === 0);
  });
});

describe('sendFeedback', () => {
  const refused = (message: string, status = 400) => createHttpError(status, { message });
  const PAYLOAD = { mail: 'a@b.c', comment: 'It breaks', browser: null, jobID: 'job-1' };
  const queued = (messageId: string) => ({
    action: { type: notificationsActions.notificationQueued.type, payload: { messageId } },
  });

  it('says the report does not exist when the server says so, else that it could not send', async () => {
    await expectSaga(sendFeedback, feedbackActions.feedbackSubmitted(PAYLOAD))
      .provide([[matchers.call.fn(feedbackApi.send), throwError(refused('reportDoesNotExist'))]])
      .put(feedbackActions.feedbackFailed())
      .put.like(queued('errors.reportDoesNotExist'))
      .run();
    await expectSaga(sendFeedback, feedbackActions.feedbackSubmitted(PAYLOAD))
      .provide([[matchers.call.fn(feedbackApi.send), throwError(refused('smtp down'))]])
      .put.like(queued('errors.cannotSendFeedback'))
      .run();
  });

  it('asks to wait a minute when this address sent too many messages', async () => {
    await expectSaga(sendFeedback, feedbackActions.feedbackSubmitted(PAYLOAD))
      .provide([
        [
          matchers.call.fn(feedbackApi.send),
          throwError(refused('Rate limit exceeded, retry in 1 minute', 429)),
        ],
      ])
      .put.like(queued('errors.tooManyMessages'))
      .run();
  });

  it('confirms a sent feedback', async () => {
    await expectSaga(sendFeedback, feedbackActions.feedbackSubmitted(PAYLOAD))
      .provide([[matchers.call.fn(feedbackApi.send), undefined]])
      .call(feedbackApi.send, PAYLOAD)
      .put(feedbackActions.feedbackSent())
      .put.like(queued('feedback.hasBeenSent'))
      .run();
  });
});
