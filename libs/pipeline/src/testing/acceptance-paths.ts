import path from 'node:path';

/** The shared acceptance corpus (beside the worktree), read in place. */
export const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
/** A file of `acceptance/logs`. */
export const logFile = (name: string) => path.join(ACCEPTANCE, 'logs', name);
/** The community platforms pack snapshot that tests, CI and benchmarks load (read in place). */
export const PLATFORMS_PACK = path.resolve(ACCEPTANCE, '../packs/ezpaarse-platforms');
/**
 * Where tests keep the differential check's reports over that pack (ignored by git), keyed as
 * the api keys its own: pack content and recognition code.
 */
export const TEST_VERDICTS_CACHE = path.resolve(
  __dirname,
  '../../../../tmp/test-platform-verdicts',
);
