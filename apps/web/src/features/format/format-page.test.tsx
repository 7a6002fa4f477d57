import { act, screen, within } from '@testing-library/react';
import { createSignedInState } from '../../test/builders.js';
import { renderRoute } from '../../test/render-with-providers.js';

describe('FormatPage', () => {
  it('keeps the pasted lines when the user goes to another page and back', async () => {
    const { router, user } = renderRoute('/format', {
      preloadedState: { auth: createSignedInState('user') },
    });
    const lines = await screen.findByRole('textbox', { name: 'Copy/paste your log lines here' });
    await user.type(lines, 'a line');
    await act(() => router.navigate('/profile'));
    await screen.findByRole('heading', { name: 'My profile' });
    await act(() => router.navigate('/format'));
    expect(
      await screen.findByRole('textbox', { name: 'Copy/paste your log lines here' }),
    ).toHaveValue('a line');
  });

  it('saves the format as a custom setting through the save dialog', async () => {
    const { user } = renderRoute('/format', {
      preloadedState: { auth: createSignedInState('user') },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration' });
    expect(within(dialog).getByRole('textbox', { name: /^Identifier/ })).toBeInTheDocument();
  });
});
