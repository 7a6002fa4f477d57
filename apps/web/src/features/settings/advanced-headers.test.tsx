import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { AdvancedHeaders } from './advanced-headers.js';
import { settingsSlice } from './settings.slice.js';

function renderHeaders() {
  const initial = settingsSlice.getInitialState();
  return renderWithProviders(<AdvancedHeaders />, {
    preloadedState: {
      settings: {
        ...initial,
        form: { ...initial.form, additionalMiddlewares: ['istex'] },
        middlewares: {
          config: ['qualifier'],
          enabled: ['qualifier'],
          available: ['istex'],
          headers: [
            { name: 'qualifier', headers: [] },
            { name: 'istex', headers: [{ name: 'istex-enrich' }] },
          ],
        },
      },
    },
  });
}

describe('AdvancedHeaders', () => {
  it('offers header names grouped by category and by middleware, and fills the row', async () => {
    const { user, store } = renderHeaders();
    await user.click(screen.getByRole('button', { name: 'Add a header' }));
    await user.click(screen.getByRole('button', { name: 'Suggested names for header 1' }));
    const menu = await screen.findByRole('menu');
    const groups = within(menu)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent);
    expect(groups).toEqual([
      'Encoding',
      'Format',
      'Extraction',
      'Deduplication',
      'Other',
      'Middleware istex',
    ]);
    // Ark menus select on pointer-up of a highlighted item, which jsdom's click does not follow;
    // the keyboard path is the same selection.
    // The highlight follows the pointer a tick later: Enter before it selects nothing.
    const item = within(menu).getByRole('menuitem', { name: 'istex-enrich' });
    await user.hover(item);
    await waitFor(() => {
      expect(item).toHaveAttribute('data-highlighted');
    });
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(store.getState().settings.form.headers).toEqual([{ name: 'istex-enrich', value: '' }]);
    });
  });
});

describe('AdvancedHeaders names', () => {
  it('says at once that a name with a space or an accent cannot be a header', async () => {
    const { user } = renderHeaders();
    await user.click(screen.getByRole('button', { name: 'Add a header' }));
    const name = screen.getByRole('combobox', { name: 'Header name' });
    await user.type(name, 'Bad Header');
    expect(
      screen.getByText('A header name has only letters without accents, digits and - (no spaces).'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Double-Click-PDF');
    expect(screen.queryByText(/A header name has only/)).not.toBeInTheDocument();
  });
});
