import {
  CustomSettingSchema,
  MiddlewaresInfoSchema,
  PlatformManifestListSchema,
  PredefinedSettingsListingSchema,
  type CreateCustomSettingBody,
  type MiddlewaresInfo,
  type PlatformManifest,
  type PredefinedSettingAvailability,
  type UpdateCustomSettingBody,
} from '@sillage/shared-types';
import { z } from 'zod';
import { http } from '../../shared/http/http-client.js';

/** A saved setting, predefined (read-only) or custom (the user's). */
export interface SavedSetting {
  id: string;
  fullName: string;
  country: string | null;
  headers: Record<string, string>;
  isPredefined: boolean;
  /** Whether a job could use it on this server (predefined ones; custom ones are not checked). */
  availability?: PredefinedSettingAvailability;
}

const CUSTOM_PATH = '/api/info/predefined-settings/custom';

/** Calls about saved settings and the lists the settings form offers. */
export const settingsApi = {
  fetchPredefined: async (): Promise<SavedSetting[]> => {
    const { data } = await http.get<unknown>('/api/info/predefined-settings');
    return Object.entries(PredefinedSettingsListingSchema.parse(data)).map(([id, setting]) => ({
      id,
      fullName: setting.fullName,
      country: setting.country ?? null,
      headers: setting.headers,
      isPredefined: true,
      availability: setting.availability,
    }));
  },
  fetchCustom: async (): Promise<SavedSetting[]> => {
    const { data } = await http.get<unknown>(CUSTOM_PATH);
    return z
      .array(CustomSettingSchema)
      .parse(data)
      .map((setting) => ({
        id: setting.id,
        fullName: setting.fullName,
        country: setting.country,
        headers: setting.headers,
        isPredefined: false,
      }));
  },
  createCustom: async (settings: CreateCustomSettingBody['settings']): Promise<void> => {
    await http.post(CUSTOM_PATH, { settings });
  },
  updateCustom: async (
    id: string,
    settings: UpdateCustomSettingBody['settings'],
  ): Promise<void> => {
    await http.put(`${CUSTOM_PATH}/${encodeURIComponent(id)}`, { settings });
  },
  deleteCustom: async (id: string): Promise<void> => {
    await http.delete(`${CUSTOM_PATH}/${encodeURIComponent(id)}`);
  },
  fetchPlatforms: async (): Promise<PlatformManifest[]> => {
    const { data } = await http.get<unknown>('/api/info/platforms');
    return PlatformManifestListSchema.parse(data);
  },
  fetchMiddlewares: async (): Promise<MiddlewaresInfo> => {
    const { data } = await http.get<unknown>('/api/info/middlewares');
    return MiddlewaresInfoSchema.parse(data);
  },
};
