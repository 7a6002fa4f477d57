import { act, screen, waitFor } from '@testing-library/react';
import { createSignedInState } from '../test/builders.js';
import { renderRoute } from '../test/render-with-providers.js';
import { focusPageStart } from './route-focus.js';

const signedIn = { preloadedState: { auth: createSignedInState('user') } };

// After an in-app navigation, keyboard and screen-reader users must land on the new page, not
// stay on the link they followed (or fall back to <body>) with nothing announced.
describe('focus after a route change', () => {
  it('leaves the focus alone on the first load', async () => {
    renderRoute('/profile', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1, focusable only by script", async () => {
    const { router } = renderRoute('/profile', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    await act(() => router.navigate('/feedback'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Report a problem' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('names the new page in the window title, in French too', async () => {
    const { router } = renderRoute('/profile', { ...signedIn, locale: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Mon profil' });
    await act(() => router.navigate('/jobs'));
    await waitFor(() => expect(document.title).toBe('Mes traitements – Sillage'));
  });
});

describe('focusPageStart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('falls back to the main landmark when the page has no h1', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>No heading</p></main>';
    focusPageStart(document);
    expect(document.querySelector('main')).toHaveFocus();
  });

  it('prefers the h1 inside main to one elsewhere', () => {
    document.body.innerHTML =
      '<aside><h1>Side</h1></aside><main id="main" tabindex="-1"><h1>Page</h1></main>';
    focusPageStart(document);
    expect(screen.getByRole('heading', { name: 'Page' })).toHaveFocus();
  });

  it('waits for an h1 that a lazy page renders later', async () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"><p>Loading</p></main>';
    const stop = focusPageStart(document);
    const main = document.querySelector('main');
    expect(main).toHaveFocus();
    main?.insertAdjacentHTML('beforeend', '<h1>Loaded</h1>');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Loaded' })).toHaveFocus());
    stop();
  });

  it('does not take the focus back from where the user moved it meanwhile', async () => {
    document.body.innerHTML =
      '<main id="main" tabindex="-1"><p>Loading</p><button>Act</button></main>';
    const stop = focusPageStart(document);
    screen.getByRole('button').focus();
    document.querySelector('main')?.insertAdjacentHTML('beforeend', '<h1>Loaded</h1>');
    // A later mutation proves the observer ran over the h1 without moving the focus.
    await act(() => Promise.resolve());
    expect(screen.getByRole('button')).toHaveFocus();
    stop();
  });
});
