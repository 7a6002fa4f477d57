import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { MiddlewaresField } from './middlewares-field.js';
import { selectSettingsForm, settingsSlice } from './settings.slice.js';

const MIDDLEWARES = {
  config: [],
  enabled: [],
  available: ['hal', 'istex', 'crossref'],
  headers: [],
};

describe('MiddlewaresField', () => {
  it('moves available middlewares into a numbered list, reorders and removes them', async () => {
    const { store, user } = renderWithProviders(<MiddlewaresField />, {
      preloadedState: {
        settings: { ...settingsSlice.getInitialState(), middlewares: MIDDLEWARES },
      },
    });
    const chain = () => selectSettingsForm(store.getState()).additionalMiddlewares;
    await user.click(screen.getByRole('button', { name: 'Add istex' }));
    await user.click(screen.getByRole('button', { name: 'Add hal' }));
    expect(chain()).toEqual(['istex', 'hal']);
    const numbered = screen.getAllByRole('list').find((list) => list.tagName === 'OL');
    expect(numbered).toBeDefined();
    expect(
      within(numbered!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1istex', '2hal']);
    await user.click(screen.getByRole('button', { name: 'Move hal up' }));
    expect(chain()).toEqual(['hal', 'istex']);
    await user.click(screen.getByRole('button', { name: 'Remove istex' }));
    expect(chain()).toEqual(['hal']);
    // Back among the available ones.
    expect(screen.getByRole('button', { name: 'Add istex' })).toBeInTheDocument();
  });
});
