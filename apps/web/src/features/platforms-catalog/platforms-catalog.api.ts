import { PlatformsCatalogStatusSchema, type PlatformsCatalogStatus } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Calls of the community platforms catalog feature. */
export const platformsCatalogApi = {
  fetchStatus: async (): Promise<PlatformsCatalogStatus> => {
    const { data } = await http.get<unknown>('/api/platforms-catalog/status');
    return PlatformsCatalogStatusSchema.parse(data);
  },
  /** Admins: fetch the catalog again after a failed fetch (202 with the new state). */
  requestFetch: async (): Promise<PlatformsCatalogStatus> => {
    const { data } = await http.post<unknown>('/api/admin/platforms-catalog/fetch');
    return PlatformsCatalogStatusSchema.parse(data);
  },
  /** Admins: check the native rules against the pack again after a failed check (202). */
  requestVerify: async (): Promise<PlatformsCatalogStatus> => {
    const { data } = await http.post<unknown>('/api/admin/platforms-catalog/verify');
    return PlatformsCatalogStatusSchema.parse(data);
  },
};
