import {
  CUSTOM_SETTING_ID_MAX_LENGTH,
  CUSTOM_SETTING_NAME_MAX_LENGTH,
  CustomSettingIdSchema,
} from '@sillage/shared-types';
import type { SavedSetting } from './settings.api.js';

export type SaveFieldError = 'required' | 'unavailable' | 'invalid' | 'tooLong';

export interface SaveDraft {
  id: string;
  fullName: string;
}

/**
 * Name and identifier are required and unique among all settings (names compared without case);
 * the setting being updated may keep its own, unless it is saved as a new one. Neither may be
 * longer than the server takes. A name is taken as the server sends it and as the page shows it
 * (`displayName`: a built-in setting's name in the page's language), so that the list never
 * shows two settings of one name.
 */
export function validateSaveDraft(
  draft: SaveDraft,
  settings: readonly SavedSetting[],
  updatedId: string | null,
  displayName: (setting: SavedSetting) => string = (setting) => setting.fullName,
): Partial<Record<keyof SaveDraft, SaveFieldError>> {
  const errors: Partial<Record<keyof SaveDraft, SaveFieldError>> = {};
  const others = settings.filter((setting) => setting.id !== updatedId);
  const name = draft.fullName.trim().toLowerCase();
  if (name === '') {
    errors.fullName = 'required';
  } else if (name.length > CUSTOM_SETTING_NAME_MAX_LENGTH) {
    errors.fullName = 'tooLong';
  } else if (
    others.some((setting) =>
      [setting.fullName, displayName(setting)].some((taken) => taken.trim().toLowerCase() === name),
    )
  ) {
    errors.fullName = 'unavailable';
  }
  const id = draft.id.trim();
  if (id === '') {
    errors.id = 'required';
  } else if (id.length > CUSTOM_SETTING_ID_MAX_LENGTH) {
    errors.id = 'tooLong';
  } else if (!CustomSettingIdSchema.safeParse(id).success) {
    errors.id = 'invalid';
  } else if (others.some((setting) => setting.id === id)) {
    errors.id = 'unavailable';
  }
  return errors;
}
