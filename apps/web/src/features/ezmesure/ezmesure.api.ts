import axios from 'axios';
import {
  EzmesureIndicesSchema,
  EzmesureInstanceListSchema,
  EzmesureResultSchema,
  type EzmesureInstance,
  type EzmesureResult,
} from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Three dot-separated base64url parts: the shape of a JWT. */
export function isJwtShaped(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token.trim());
}

/** Index names a user may pick from ezMESURE's `GET /api/logs` answer, sorted. */
export function listIndexNames(answer: unknown): string[] {
  return Object.keys(EzmesureIndicesSchema.parse(answer).indices).sort((a, b) =>
    a.localeCompare(b),
  );
}

/** Calls of the "send to ezMESURE" dialog. */
export const ezmesureApi = {
  fetchInstances: async (): Promise<EzmesureInstance[]> => {
    const { data } = await http.get<unknown>('/api/ezmesure/instances.json');
    return EzmesureInstanceListSchema.parse(data);
  },
  /** Asks the remote instance itself (cross-origin, bearer token) which indices exist. */
  fetchIndices: async (baseUrl: string, token: string, signal: AbortSignal): Promise<string[]> => {
    const { data } = await axios.get<unknown>(`${baseUrl.replace(/\/+$/, '')}/api/logs`, {
      headers: { Authorization: `Bearer ${token.trim()}` },
      signal,
    });
    return listIndexNames(data);
  },
  send: async (
    jobId: string,
    body: { indice: string; instanceId: string; token: string },
  ): Promise<EzmesureResult> => {
    const { data } = await http.post<unknown>(`/api/ezmesure/${encodeURIComponent(jobId)}`, {
      indice: body.indice.trim(),
      instanceId: body.instanceId,
      options: { token: body.token.trim() },
    });
    return EzmesureResultSchema.parse(data);
  },
};

export type { EzmesureInstance, EzmesureResult };
