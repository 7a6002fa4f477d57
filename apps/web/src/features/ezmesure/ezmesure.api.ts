import { z } from 'zod';
import { http } from '../../shared/http/http-client.js';

/** A statistics service instance offered by the server (`GET /api/ezmesure/instances.json`). */
export const EzmesureInstanceSchema = z.looseObject({
  id: z.string(),
  label: z.string(),
  baseUrl: z.string().optional(),
});
export type EzmesureInstance = z.infer<typeof EzmesureInstanceSchema>;

/** What the service answered about the loaded events. */
export const EzmesureResultSchema = z.looseObject({
  inserted: z.coerce.number().default(0),
  updated: z.coerce.number().default(0),
  failed: z.coerce.number().default(0),
  errors: z.array(z.unknown()).default([]),
});
export type EzmesureResult = z.infer<typeof EzmesureResultSchema>;

/** Three dot-separated base64url parts: the shape of a JWT. */
export function isJwtShaped(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token.trim());
}

/** Calls of the "send to ezMESURE" dialog. */
export const ezmesureApi = {
  fetchInstances: async (): Promise<EzmesureInstance[]> => {
    const { data } = await http.get<unknown>('/api/ezmesure/instances.json');
    return z.array(EzmesureInstanceSchema).parse(data);
  },
  send: async (
    jobId: string,
    body: { indice: string; instanceId: string; token: string },
  ): Promise<EzmesureResult> => {
    const { data } = await http.post<unknown>(`/api/ezmesure/${encodeURIComponent(jobId)}`, {
      indice: body.indice,
      instanceId: body.instanceId,
      options: { token: body.token },
    });
    return EzmesureResultSchema.parse(data);
  },
};
