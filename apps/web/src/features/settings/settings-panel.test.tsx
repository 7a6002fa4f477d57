import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { matchViewportWidth } from '../../test/match-viewport.js';
import { notificationsActions } from '../notifications/notifications.slice.js';
import { isJsonFile, readSettingFile } from './import-setting.js';
import { createDefaultSettings } from './settings-model.js';
import type { SavedSetting } from './settings.api.js';
import { selectSettings, settingsSlice } from './settings.slice.js';
import { SettingsPanel } from './settings-panel.js';

const CUSTOM: SavedSetting = {
  id: 'mine',
  fullName: 'Mine',
  country: 'BE',
  headers: { Accept: 'application/json', 'Traces-Level': 'error' },
  isPredefined: false,
};

// What "Export" downloads (`{id}.json`).
const EXPORTED = JSON.stringify({
  id: 'my-library',
  fullName: 'My library',
  country: 'CH',
  headers: { Accept: 'text/tab-separated-values', 'Traces-Level': 'warn' },
});

/** The panel with a saved custom setting chosen and a few fields changed on top of it. */
function renderEditedPanel() {
  const settings = {
    ...settingsSlice.getInitialState(),
    custom: [CUSTOM],
    selectedId: CUSTOM.id,
    form: {
      ...createDefaultSettings(),
      outputFormat: 'application/json' as const,
      tracesLevel: 'error',
      cryptedFields: [],
      additionalMiddlewares: ['hal'],
    },
  };
  const view = renderWithProviders(<SettingsPanel />, { preloadedState: { settings } });
  const state = () => selectSettings(view.store.getState());
  return { ...view, state };
}

const jsonFile = (text: string, name = 'setting.json') =>
  new File([text], name, { type: 'application/json' });

describe('SettingsPanel toolbar, from sm up', () => {
  matchViewportWidth(1024);

  it('has text buttons Save and Reset; Reset restores the defaults and drops the choice', async () => {
    const { user, state } = renderEditedPanel();
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(reset).toHaveTextContent('Reset');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveTextContent('Save');
    await user.click(reset);
    expect(state().form).toEqual(createDefaultSettings());
    expect(state().selectedId).toBeNull();
  });

  it('opens the save dialog from Save, without a file input', async () => {
    const { user } = renderEditedPanel();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the configuration' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Mine');
    expect(within(dialog).queryByLabelText('Configuration file (JSON)')).not.toBeInTheDocument();
  });
});

describe('SettingsPanel toolbar on a phone (375 px)', () => {
  matchViewportWidth(375);

  it('has icon buttons Save and Reset, named for assistive technologies', async () => {
    const { user, state } = renderEditedPanel();
    const reset = screen.getByRole('button', { name: 'Reset' });
    const save = screen.getByRole('button', { name: 'Save' });
    for (const button of [reset, save]) {
      expect(button).toHaveTextContent('');
      expect(button.querySelector('svg')).not.toBeNull();
    }
    await user.click(reset);
    expect(state().form).toEqual(createDefaultSettings());
    await user.click(save);
    expect(await screen.findByRole('dialog', { name: 'Save the configuration' })).toBeVisible();
  });
});

describe('importing from the toolbar', () => {
  it('opens the dialog with a JSON file input; the file fills the form and the fields', async () => {
    const { user, state } = renderEditedPanel();
    await user.click(screen.getByRole('button', { name: 'Import settings (JSON)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import a configuration' });
    const input = within(dialog).getByLabelText('Configuration file (JSON)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/json'));

    // Our button and words, not the browser's file input (which speaks the browser's language).
    expect(input).not.toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect(within(dialog).getByText('No file chosen')).toBeVisible();

    await user.upload(input, jsonFile(EXPORTED));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('My library'),
    );
    expect(within(dialog).getByTestId('settings-file-name')).toHaveTextContent('setting.json');
    expect(within(dialog).getByRole('textbox', { name: /^Identifier/ })).toHaveValue('my-library');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('CH');
    expect(state().form).toMatchObject({
      outputFormat: 'text/tab-separated-values',
      tracesLevel: 'warn',
    });
    // The imported setting is not the chosen one any more: saving it creates a new one.
    expect(state().selectedId).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says so when the chosen file is not a settings file (not JSON, or broken JSON)', async () => {
    const { user, state, store } = renderEditedPanel();
    const before = state().form;
    await user.click(screen.getByRole('button', { name: 'Import settings (JSON)' }));
    const input = within(
      await screen.findByRole('dialog', { name: 'Import a configuration' }),
    ).getByLabelText('Configuration file (JSON)');
    const notASettingsFile: unknown = expect.objectContaining({
      kind: 'error',
      messageId: 'errors.notASettingsFile',
    });

    // The picker's filter can be bypassed ("All files"); user-event would honour it, so bypass it.
    // Picking a file and seeing nothing happen would look like a broken control.
    fireEvent.change(input, {
      target: { files: [new File([EXPORTED], 'notes.txt', { type: 'text/plain' })] },
    });
    await expect(readSettingFile(new File([EXPORTED], 'notes.txt'))).resolves.toBeNull();
    await waitFor(() => expect(store.getState().notifications.queue).toEqual([notASettingsFile]));
    // The first message is on screen (no longer waiting) when the second file is picked.
    act(() => {
      store.dispatch(notificationsActions.notificationShown());
    });
    // Not "Cannot load the predefined settings" (the reference's words): nothing failed to load
    // from the server, the file is the problem.
    fireEvent.change(input, { target: { files: [jsonFile('{"id": ')] } });
    await waitFor(() => expect(store.getState().notifications.queue).toEqual([notASettingsFile]));
    expect(state().form).toBe(before);
  });
});

describe('isJsonFile', () => {
  it.each([
    ['a.json', 'application/json', true],
    ['a.JSON', '', true],
    ['a.txt', 'text/plain', false],
    ['a.json', 'text/plain', false],
    ['a', '', false],
  ])('%s typed %j is JSON: %s', (name, type, expected) => {
    expect(isJsonFile(new File(['{}'], name, { type }))).toBe(expected);
  });
});
