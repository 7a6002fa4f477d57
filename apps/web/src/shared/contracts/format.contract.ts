export {
  FormatAnalysisSchema,
  type FormatAnalysis,
  type FormatAnalysisRequest,
} from '@sillage/shared-types';
