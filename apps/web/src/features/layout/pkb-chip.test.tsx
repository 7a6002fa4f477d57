import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { focusVisibleOutlineStyles } from '../../test/focus-ring.js';
import { pkbsActions } from '../pkbs/pkbs.slice.js';
import { PkbChip } from './pkb-chip.js';

// The chip's description is in the page twice: shown in the hover card, and hidden for screen
// readers (aria-describedby). These look for the hover card's.
const IN_CARD = { ignore: 'script, style, [aria-hidden="true"]' };

/** The chip once the server says the knowledge bases are synchronized and none is loaded. */
function renderWithNoneLoaded(locale: 'en' | 'fr') {
  const rendered = renderWithProviders(<PkbChip />, { locale });
  act(() => {
    rendered.store.dispatch(
      pkbsActions.statusReceived({
        state: 'synchronized',
        remaining: 0,
        synchronizing: [],
        files: 0,
      }),
    );
  });
  return rendered;
}

describe('PkbChip', () => {
  it('says how many knowledge bases remain, then that they are synchronized', () => {
    const { store } = renderWithProviders(<PkbChip />);
    const chip = screen.getByTestId('pkb-chip');
    expect(chip).toHaveTextContent(/^Knowledge bases status:$/);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({ state: 'synchronizing', remaining: 3, synchronizing: [] }),
      );
    });
    expect(chip).toHaveTextContent('3 knowledge bases remaining');
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({ state: 'synchronized', remaining: 0, synchronizing: [] }),
      );
    });
    expect(chip).toHaveTextContent('Knowledge bases synchronised');
  });

  // The specification's "synchronized when the state is synchronized and none remain"; the hover
  // card tells that nothing is in use.
  it.each([
    ['en', 'Knowledge bases synchronised', 'No knowledge base (KBART file) is loaded'],
    [
      'fr',
      'Bases de connaissances synchronisées',
      "Aucune base de connaissances (fichier KBART) n'est chargée",
    ],
  ] as const)(
    'says synchronised when no file is in use, and on hover that none is loaded (%s)',
    async (locale, text, desc) => {
      const { user } = renderWithNoneLoaded(locale);
      const chip = screen.getByTestId('pkb-chip');
      expect(chip).toHaveTextContent(text);
      await user.hover(chip);
      expect(await screen.findByText(desc, { exact: false, ...IN_CARD })).toBeInTheDocument();
    },
  );

  it('lists the files being synchronised, with their size, on hover', async () => {
    const { store, user } = renderWithProviders(<PkbChip />);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronizing',
          remaining: 1,
          synchronizing: [{ name: 'npg_GLOBAL.txt', size: 2_345_678, location: 'npg/a' }],
        }),
      );
    });
    await user.hover(screen.getByTestId('pkb-chip'));
    expect(
      await screen.findByText('These knowledge bases are being synchronised:', IN_CARD),
    ).toBeInTheDocument();
    expect(screen.getByText('npg_GLOBAL.txt')).toBeInTheDocument();
    expect(screen.getByText('2.35 MB')).toBeInTheDocument();
  });

  it('does not say synchronised when the last sync left files out, and names them on hover', async () => {
    const { store, user } = renderWithProviders(<PkbChip />, { locale: 'fr' });
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronized',
          remaining: 0,
          synchronizing: [],
          failed: [
            { name: 'npg_GLOBAL.txt', location: 'npg/npg_GLOBAL.txt' },
            { name: 'wiley_A.txt', location: 'wiley/wiley_A.txt' },
          ],
        }),
      );
    });
    const chip = screen.getByTestId('pkb-chip');
    expect(chip).not.toHaveTextContent('Bases de connaissances synchronisées');
    expect(chip).toHaveTextContent('2 bases de connaissances non chargées');
    await user.hover(chip);
    expect(
      await screen.findByText(
        "La dernière synchronisation n'a pas pu charger ces bases de connaissances ; leurs événements restent sans enrichissement. Un administrateur en trouve la raison dans le journal du serveur :",
        IN_CARD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('npg/npg_GLOBAL.txt')).toBeInTheDocument();
    expect(screen.getByText('wiley/wiley_A.txt')).toBeInTheDocument();
  });

  it('says the knowledge bases are unavailable when the last sync failed as a whole', async () => {
    const { store, user } = renderWithProviders(<PkbChip />);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({ state: 'unavailable', remaining: 0, synchronizing: [] }),
      );
    });
    const chip = screen.getByTestId('pkb-chip');
    expect(chip).toHaveTextContent('Knowledge bases unavailable');
    await user.hover(chip);
    expect(
      await screen.findByText(
        "The knowledge bases could not be synchronised; events are not enriched from them. An administrator finds why in the server's log.",
        IN_CARD,
      ),
    ).toBeInTheDocument();
  });
  // The hover card opens on hover or focus only, and is drawn at the end of the page: screen
  // readers get its sentence, and the files it lists, as the chip's description.
  it.each([
    ['en', 'No knowledge base (KBART file) is loaded'],
    ['fr', "Aucune base de connaissances (fichier KBART) n'est chargée"],
  ] as const)('describes itself to screen readers with what its card says (%s)', (locale, desc) => {
    renderWithNoneLoaded(locale);
    const chip = screen.getByTestId('pkb-chip');
    const described = document.getElementById(chip.getAttribute('aria-describedby') ?? '');
    expect(described).toHaveTextContent(desc);
    expect(chip).toHaveAccessibleDescription(expect.stringContaining(desc) as string);
  });

  it('lists the files being synchronised in its description', () => {
    const { store } = renderWithProviders(<PkbChip />);
    act(() => {
      store.dispatch(
        pkbsActions.statusReceived({
          state: 'synchronizing',
          remaining: 2,
          synchronizing: [
            { name: 'npg_GLOBAL.txt', location: 'npg/a' },
            { name: 'wiley_A.txt', location: 'wiley/a' },
          ],
        }),
      );
    });
    expect(screen.getByTestId('pkb-chip')).toHaveAccessibleDescription(
      'These knowledge bases are being synchronised: npg_GLOBAL.txt, wiley_A.txt',
    );
  });

  it("rings itself on keyboard focus, in the top bar's text colour", () => {
    renderWithNoneLoaded('en');
    const chip = screen.getByTestId('pkb-chip');
    expect(focusVisibleOutlineStyles(chip)).toEqual([expect.stringContaining('solid')]);
    expect(getComputedStyle(chip).getPropertyValue('--focus-ring-color')).toBe(
      'var(--chakra-colors-primary-contrast)',
    );
  });
});
