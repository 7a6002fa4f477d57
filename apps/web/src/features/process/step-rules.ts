/** Job status of spec §4: null, then progress (upload), finalization, then end | error | abort. */
export type JobStatus = 'progress' | 'finalization' | 'end' | 'error' | 'abort' | null;

export const FIRST_STEP = 1;
export const LAST_STEP = 3;

/** True while the upload runs or the server finalises the job. */
export function isJobRunning(status: JobStatus): boolean {
  return status === 'progress' || status === 'finalization';
}

/**
 * Spec §4, in order: no step 3 (or beyond) without a status; step 3 while the job runs; below the
 * first step → 1 (the reference let 0 through; there is no step 0); above 3 → 3.
 */
export function clampStep(requested: number, current: number, status: JobStatus): number {
  if (requested >= LAST_STEP && status === null) {
    return current;
  }
  if (isJobRunning(status)) {
    return LAST_STEP;
  }
  if (requested < FIRST_STEP) {
    return FIRST_STEP;
  }
  if (requested > LAST_STEP) {
    return LAST_STEP;
  }
  return Math.floor(requested);
}

/** Status reached for an upload percentage: finalization once every byte is sent. */
export function statusForUploadPercent(percent: number): JobStatus {
  return percent >= 100 ? 'finalization' : 'progress';
}

/** Upload percentage from axios progress numbers (floor, 0 when the total is unknown). */
export function computeUploadPercent(loaded: number, total: number | undefined): number {
  if (!total || total <= 0) {
    return 0;
  }
  return Math.min(100, Math.floor((loaded * 100) / total));
}
