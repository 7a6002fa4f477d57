import { validateSaveDraft } from './save-validation.js';
import type { SavedSetting } from './settings.api.js';

const setting = (id: string, fullName: string, isPredefined = false): SavedSetting => ({
  id,
  fullName,
  country: null,
  headers: {},
  isPredefined,
});
const SETTINGS = [setting('inist', 'INIST-CNRS', true), setting('mine', 'My library')];

describe('validateSaveDraft', () => {
  it.each([
    [{ id: '', fullName: '' }, null, { id: 'required', fullName: 'required' }],
    [{ id: 'new', fullName: 'my LIBRARY ' }, null, { fullName: 'unavailable' }],
    [{ id: 'inist', fullName: 'Other' }, null, { id: 'unavailable' }],
    [{ id: 'a b', fullName: 'Other' }, null, { id: 'invalid' }],
    // Longer than the server takes: said so, not "letters, digits…" nor a failed save.
    [
      { id: 'y'.repeat(101), fullName: 'x'.repeat(201) },
      null,
      { id: 'tooLong', fullName: 'tooLong' },
    ],
    [{ id: 'y'.repeat(100), fullName: 'x'.repeat(200) }, null, {}],
    [{ id: 'mine', fullName: 'My library' }, 'mine', {}],
    [{ id: 'mine-2', fullName: 'My library 2' }, null, {}],
  ] as const)('%j (updating %s) gives %j', (draft, updatedId, expected) => {
    expect(validateSaveDraft(draft, SETTINGS, updatedId)).toEqual(expected);
  });

  // A built-in setting shows under its name in the page's language.
  it("refuses the name a setting shows, not only the server's", () => {
    const french = (saved: SavedSetting) =>
      saved.id === 'inist' ? 'Réglage INIST' : saved.fullName;
    expect(
      validateSaveDraft({ id: 'x', fullName: 'réglage inist' }, SETTINGS, null, french),
    ).toEqual({ fullName: 'unavailable' });
    expect(validateSaveDraft({ id: 'x', fullName: 'INIST-CNRS' }, SETTINGS, null, french)).toEqual({
      fullName: 'unavailable',
    });
  });
});
