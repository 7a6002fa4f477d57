import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { notificationsActions } from './notifications.slice.js';
import { Snackbar } from './snackbar.js';

describe('Snackbar', () => {
  it('shows the current message, an error as an alert, until Close', async () => {
    // The real notifications saga shows and hides the queue.
    const { store, user } = renderWithProviders(<Snackbar />, { shouldRunSagas: true });
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        notificationsActions.notificationQueued({ kind: 'error', messageId: 'errors.no-such-key' }),
      );
    });
    // An unknown key shows the generic text.
    expect(await screen.findByRole('alert')).toHaveTextContent('One or more errors have occurred.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument());
  });

  it('speaks a success politely, as a status', () => {
    const { store } = renderWithProviders(<Snackbar />);
    act(() => {
      store.dispatch(
        notificationsActions.notificationQueued({
          kind: 'success',
          messageId: 'feedback.hasBeenSent',
        }),
      );
      store.dispatch(notificationsActions.notificationShown());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your feedback has been sent.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its status region in the page, empty, before a message comes, and reads only its words', () => {
    const { store } = renderWithProviders(<Snackbar />);
    // A live region that appears with its text in it is often not read out.
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      store.dispatch(
        notificationsActions.notificationQueued({
          kind: 'info',
          messageId: 'feedback.hasBeenSent',
        }),
      );
      store.dispatch(notificationsActions.notificationShown());
    });
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(/^Your feedback has been sent\.$/);
    // The words are read once, from the live region, and the Close button stays reachable.
    expect(screen.getByTestId('snackbar')).not.toHaveAttribute('role');
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  describe('in time', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    const advance = async (ms: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(ms);
      });
    };
    const shownText = () => screen.queryByTestId('snackbar')?.textContent ?? null;

    it('hides each message after 3 s and shows the next one 0.5 s later, one at a time', async () => {
      const { store } = renderWithProviders(<Snackbar />, { shouldRunSagas: true });
      act(() => {
        store.dispatch(
          notificationsActions.notificationQueued({
            kind: 'success',
            messageId: 'feedback.hasBeenSent',
          }),
        );
        store.dispatch(
          notificationsActions.notificationQueued({
            kind: 'error',
            messageId: 'errors.no-such-key',
          }),
        );
      });
      expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
      expect(shownText()).toContain('Your feedback has been sent.');
      await advance(2999);
      expect(shownText()).toContain('Your feedback has been sent.');
      await advance(1);
      expect(shownText()).toBeNull();
      await advance(499);
      expect(shownText()).toBeNull();
      await advance(1);
      expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
      expect(screen.getByRole('alert')).toHaveTextContent('One or more errors have occurred.');
      await advance(3000);
      expect(shownText()).toBeNull();
    });

    const showOne = () => {
      const rendered = renderWithProviders(<Snackbar />, { shouldRunSagas: true });
      act(() => {
        rendered.store.dispatch(
          notificationsActions.notificationQueued({
            kind: 'error',
            messageId: 'errors.no-such-key',
          }),
        );
      });
      return rendered;
    };

    it('stays while hovered, and hides 3 s after the pointer leaves', async () => {
      const { user } = showOne();
      await advance(2000);
      await user.hover(screen.getByTestId('snackbar'));
      await advance(10_000);
      expect(shownText()).toContain('One or more errors have occurred.');
      await user.unhover(screen.getByTestId('snackbar'));
      await advance(2999);
      expect(shownText()).toContain('One or more errors have occurred.');
      await advance(1);
      expect(shownText()).toBeNull();
    });

    it('stays while its Close button has the focus, and hides 3 s after the focus leaves', async () => {
      showOne();
      const close = screen.getByRole('button', { name: 'Close' });
      act(() => close.focus());
      await advance(10_000);
      expect(shownText()).toContain('One or more errors have occurred.');
      act(() => close.blur());
      await advance(2999);
      expect(shownText()).toContain('One or more errors have occurred.');
      await advance(1);
      expect(shownText()).toBeNull();
    });

    it('closes at once on Close while hovered', async () => {
      const { user } = showOne();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await advance(0);
      expect(shownText()).toBeNull();
    });
  });
});
