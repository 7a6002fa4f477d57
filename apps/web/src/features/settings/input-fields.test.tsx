import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { InputFields } from './input-fields.js';
import { createDefaultSettings, type JobSettingsForm } from './settings-model.js';
import { settingsSlice } from './settings.slice.js';

function renderWith(
  logType: JobSettingsForm['logType'],
  logFormat: string,
  locale: 'en' | 'fr' = 'en',
) {
  const settings = {
    ...settingsSlice.getInitialState(),
    form: { ...createDefaultSettings(), logType, logFormat },
  };
  return renderWithProviders(<InputFields />, { preloadedState: { settings }, locale });
}

describe('InputFields', () => {
  it('says that a log type without its format string changes nothing', async () => {
    const { user } = renderWith('apache', '');
    const hint = /without it the type changes nothing and lines are recognised automatically/;
    expect(screen.getByText(hint)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Log format' }), '%h %t "%r"');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  // A bare platform name in the empty field read as a parser already chosen.
  it.each([
    ['en', 'Default parser (platform)', 'e.g. dspace'],
    ['fr', 'Parseur par défaut (plateforme)', 'par ex. dspace'],
  ] as const)('gives the default parser an example, not a value (%s)', (locale, label, hint) => {
    renderWith('', '', locale);
    const field = screen.getByRole('combobox', { name: label });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', hint);
  });
});
