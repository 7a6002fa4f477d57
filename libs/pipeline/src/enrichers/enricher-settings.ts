// The settings of one network enricher are part of the job's contract (parsed and validated with
// the other headers in @sillage/shared-types); the stages read them from JobSettings.enrichers.
export type { EnricherSettings, OnFailPolicy } from '@sillage/shared-types';
