import { CastorStateSchema, type CastorState } from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** Calls of the knowledge-base feature. */
export const pkbsApi = {
  fetchStatus: async (): Promise<CastorState> => {
    const { data } = await http.get<unknown>('/castor/status');
    return CastorStateSchema.parse(data);
  },
};
