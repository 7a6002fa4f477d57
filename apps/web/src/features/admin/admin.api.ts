import {
  ChangedFilesSchema,
  JobSummaryListSchema,
  MiddlewaresInfoSchema,
  PkbUploadResponseSchema,
  PlatformManifestListSchema,
  RepositoryUpdateSchema,
  SatelliteFetchSchema,
  UserSchema,
  type CreateUserBody,
  type JobSummary,
  type MiddlewaresInfo,
  type PkbUploadResponse,
  type PlatformManifest,
  type RepositoryName,
  type RepositoryUpdate,
  type SatelliteFetch,
  type SatellitePackName,
  type UpdateUserBody,
  type User,
} from '@sillage/shared-types';
import { z } from 'zod';
import { http } from '../../shared/http/http-client.js';

/** Calls of the administration pages. */
export const adminApi = {
  fetchUsers: async (): Promise<User[]> => {
    const { data } = await http.get<unknown>('/api/admin/users');
    return z.array(UserSchema).parse(data);
  },
  addUser: async (body: CreateUserBody): Promise<void> => {
    await http.post('/api/admin/users', body);
  },
  editUser: async (id: string, body: UpdateUserBody): Promise<void> => {
    await http.post(`/api/admin/users/${encodeURIComponent(id)}`, body);
  },
  deleteUser: async (id: string): Promise<void> => {
    await http.delete(`/api/admin/users/${encodeURIComponent(id)}`);
  },
  fetchTreatments: async (): Promise<JobSummary[]> => {
    const { data } = await http.get<unknown>('/api/jobs');
    return JobSummaryListSchema.parse(data);
  },
  /** `DELETE /api/jobs/{jobId}`: stops a queued or running job of any user. */
  cancelJob: async (jobId: string): Promise<void> => {
    await http.delete(`/api/jobs/${encodeURIComponent(jobId)}`);
  },
  /** Running job ids; with a socket id, that socket also receives `jobs` updates. */
  fetchRunningJobs: async (socketId: string | null): Promise<string[]> => {
    const { data } = await http.get<unknown>('/api/admin/jobs', {
      params: socketId ? { socket: socketId } : {},
    });
    return z.array(z.string()).parse(data);
  },
  fetchPlatforms: async (): Promise<PlatformManifest[]> => {
    const { data } = await http.get<unknown>('/api/info/platforms');
    return PlatformManifestListSchema.parse(data);
  },
  fetchChangedPlatforms: async (): Promise<string[]> => {
    const { data } = await http.get<unknown>('/api/info/platforms/changed');
    return Object.keys(ChangedFilesSchema.parse(data));
  },
  fetchMiddlewares: async (): Promise<MiddlewaresInfo> => {
    const { data } = await http.get<unknown>('/api/info/middlewares');
    return MiddlewaresInfoSchema.parse(data);
  },
  saveMiddlewares: async (middlewares: string[]): Promise<void> => {
    await http.post('/api/middlewares', { middlewares });
  },
  /** Starts the fetch of a satellite pack not in place yet (202: fetching). */
  fetchSatellite: async (name: SatellitePackName): Promise<SatelliteFetch> => {
    const { data } = await http.post<unknown>(`/api/admin/${name}/fetch`);
    return SatelliteFetchSchema.parse(data);
  },
  /** The status after the update, with the commits (and their days) before and after. */
  updateRepository: async (
    repository: Exclude<RepositoryName, 'app'>,
  ): Promise<RepositoryUpdate> => {
    const { data } = await http.put<unknown>(`/api/admin/${repository}/status`);
    return RepositoryUpdateSchema.parse(data);
  },
  /**
   * `latest`: the newest commit of the branch (beta builds); otherwise the latest tag. No body:
   * axios gives a `null` body a form content type, which the api refuses (415).
   */
  updateApp: async (options: { latest: boolean; force: boolean }): Promise<void> => {
    await http.put('/api/admin/app/status', undefined, {
      params: { ...(options.latest ? { version: 'latest' } : {}), force: options.force },
    });
  },
  /**
   * `POST /api/admin/pkb`: KBART files for one platform (the platform field first, as the server
   * reads it before the files); `onProgress` gets the share of the body sent, 0–100.
   */
  uploadPkbFiles: async (
    platform: string,
    files: readonly File[],
    onProgress: (percent: number) => void,
  ): Promise<PkbUploadResponse> => {
    const body = new FormData();
    body.append('platform', platform);
    for (const file of files) {
      body.append('files', file, file.name);
    }
    const { data } = await http.post<unknown>('/api/admin/pkb', body, {
      onUploadProgress: (event) => {
        if (event.total !== undefined && event.total > 0) {
          onProgress(Math.round((event.loaded / event.total) * 100));
        }
      },
    });
    return PkbUploadResponseSchema.parse(data);
  },
  /** `DELETE /api/admin/pkb/{platform}/{file}`: a KBART file an administrator added. */
  deletePkbFile: async (platform: string, file: string): Promise<void> => {
    await http.delete(`/api/admin/pkb/${encodeURIComponent(platform)}/${encodeURIComponent(file)}`);
  },
  restart: async (force: boolean): Promise<void> => {
    await http.post('/api/admin/restart', undefined, { params: { force } });
  },
};
