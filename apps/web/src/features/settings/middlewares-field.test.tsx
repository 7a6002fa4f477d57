import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { stackListItemRects } from '../../test/stack-list-item-rects.js';
import { MiddlewaresField } from './middlewares-field.js';
import { HEADER, settingsToHeaders } from './settings-headers.js';
import { selectSettingsForm, settingsSlice } from './settings.slice.js';

const MIDDLEWARES = {
  config: [],
  enabled: [],
  available: ['hal', 'istex', 'crossref'],
  headers: [],
};

describe('MiddlewaresField', () => {
  stackListItemRects();

  const renderField = () => {
    const view = renderWithProviders(<MiddlewaresField />, {
      preloadedState: {
        settings: { ...settingsSlice.getInitialState(), middlewares: MIDDLEWARES },
      },
    });
    const form = () => selectSettingsForm(view.store.getState());
    return { ...view, form };
  };

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

  it('reorders the additional list by dragging, and the job header follows that order', async () => {
    const { user, form } = renderField();
    for (const name of ['hal', 'istex', 'crossref']) {
      await user.click(screen.getByRole('button', { name: `Add ${name}` }));
    }
    expect(settingsToHeaders(form())[HEADER.middlewares]).toBe('hal,istex,crossref');
    // dnd-kit's keyboard drag: Space lifts the item, arrows move it, Space drops it.
    screen.getByRole('button', { name: 'Drag hal' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(form().additionalMiddlewares).toEqual(['istex', 'crossref', 'hal']);
    expect(settingsToHeaders(form())[HEADER.middlewares]).toBe('istex,crossref,hal');
    const numbered = screen.getAllByRole('list').find((list) => list.tagName === 'OL');
    expect(
      within(numbered!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1istex', '2crossref', '3hal']);
  });
});
