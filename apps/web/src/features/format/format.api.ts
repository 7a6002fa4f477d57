import {
  FormatAnalysisSchema,
  type FormatAnalysis,
  type FormatAnalysisRequest,
} from '@sillage/shared-types';
import { http } from '../../shared/http/http-client.js';

/** The format assistant. */
export const formatApi = {
  analyze: async (request: FormatAnalysisRequest): Promise<FormatAnalysis> => {
    const { data } = await http.put<unknown>('/api/format/logparser', request);
    return FormatAnalysisSchema.parse(data);
  },
};
