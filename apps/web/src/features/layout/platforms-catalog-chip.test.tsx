import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { focusVisibleOutlineStyles } from '../../test/focus-ring.js';
import { platformsCatalogActions } from '../platforms-catalog/platforms-catalog.slice.js';
import { PlatformsCatalogChip } from './platforms-catalog-chip.js';

// The chip's description is in the page twice: shown in the hover card, and hidden for screen
// readers (aria-describedby). These look for the hover card's.
const IN_CARD = { ignore: 'script, style, [aria-hidden="true"]' };

/** The chip once the community catalog could not be fetched (the built-in rules serve alone). */
function renderWithFetchFailed() {
  const rendered = renderWithProviders(<PlatformsCatalogChip />);
  act(() => {
    rendered.store.dispatch(
      platformsCatalogActions.statusReceived({
        state: 'failed',
        origin: 'default',
        reason: 'Could not resolve host: github.com',
      }),
    );
  });
  return rendered;
}

describe('PlatformsCatalogChip', () => {
  it('shows the fetch progress, then nothing once the catalog is there', () => {
    const { store } = renderWithProviders(<PlatformsCatalogChip />);
    expect(screen.queryByTestId('platforms-catalog-chip')).toBeNull();
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'fetching',
          origin: 'default',
          phase: 'receiving',
          progress: 42,
        }),
      );
    });
    expect(screen.getByTestId('platforms-catalog-chip')).toHaveTextContent(
      'Platforms catalog: 42%',
    );
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({
          state: 'ready',
          origin: 'default',
          version: 'a1',
        }),
      );
    });
    expect(screen.queryByTestId('platforms-catalog-chip')).toBeNull();
  });

  it('warns when the built-in rules serve alone, and says why on hover', async () => {
    const { user } = renderWithFetchFailed();
    const chip = screen.getByRole('button', { name: /^State of the platforms catalog/ });
    expect(chip).toHaveTextContent('Platforms catalog unavailable');
    await user.hover(chip);
    expect(
      await screen.findByText(
        'The community platforms catalog could not be fetched: Could not resolve host: github.com. Platforms are recognised by the built-in rules only, and every job report says so.',
        IN_CARD,
      ),
    ).toBeInTheDocument();
  });

  it('speaks French', () => {
    const { store } = renderWithProviders(<PlatformsCatalogChip />, { locale: 'fr' });
    act(() => {
      store.dispatch(
        platformsCatalogActions.statusReceived({ state: 'disabled', origin: 'default' }),
      );
    });
    expect(
      screen.getByRole('button', { name: /^État du catalogue des plateformes/ }),
    ).toHaveTextContent('Règles de plateformes intégrées');
  });
  // The hover card opens on hover or focus only, and is drawn at the end of the page: screen
  // readers get its sentence as the chip's description.
  it('describes itself to screen readers with what its card says', () => {
    renderWithFetchFailed();
    const chip = screen.getByRole('button', { name: /^State of the platforms catalog/ });
    const described = document.getElementById(chip.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent(/^The community platforms catalog could not be fetched/);
    expect(chip).toHaveAccessibleDescription(
      'The community platforms catalog could not be fetched: Could not resolve host: github.com. Platforms are recognised by the built-in rules only, and every job report says so.',
    );
  });

  it("rings itself on keyboard focus, in the top bar's text colour", () => {
    renderWithFetchFailed();
    const chip = screen.getByTestId('platforms-catalog-chip');
    expect(focusVisibleOutlineStyles(chip)).toEqual([expect.stringContaining('solid')]);
    expect(getComputedStyle(chip).getPropertyValue('--focus-ring-color')).toBe(
      'var(--chakra-colors-primary-contrast)',
    );
  });
});
