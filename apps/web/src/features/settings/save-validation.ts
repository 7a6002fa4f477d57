import { CustomSettingIdSchema } from '@sillage/shared-types';
import type { SavedSetting } from './settings.api.js';

export type SaveFieldError = 'required' | 'unavailable' | 'invalid';

export interface SaveDraft {
  id: string;
  fullName: string;
}

/**
 * Name and identifier are required and unique among all settings (names compared without case);
 * the setting being updated may keep its own, unless it is saved as a new one.
 */
export function validateSaveDraft(
  draft: SaveDraft,
  settings: readonly SavedSetting[],
  updatedId: string | null,
): Partial<Record<keyof SaveDraft, SaveFieldError>> {
  const errors: Partial<Record<keyof SaveDraft, SaveFieldError>> = {};
  const others = settings.filter((setting) => setting.id !== updatedId);
  const name = draft.fullName.trim().toLowerCase();
  if (name === '') {
    errors.fullName = 'required';
  } else if (others.some((setting) => setting.fullName.trim().toLowerCase() === name)) {
    errors.fullName = 'unavailable';
  }
  const id = draft.id.trim();
  if (id === '') {
    errors.id = 'required';
  } else if (!CustomSettingIdSchema.safeParse(id).success) {
    errors.id = 'invalid';
  } else if (others.some((setting) => setting.id === id)) {
    errors.id = 'unavailable';
  }
  return errors;
}
