import type { JobFailure } from '@sillage/shared-types';

/** Thrown inside a run to end it: with the failure it ends on, or none for an abort. */
export class JobStop extends Error {
  constructor(readonly failure: JobFailure | undefined) {
    super(failure?.message ?? 'aborted');
  }
}
