import path from 'node:path';

/** The shared acceptance corpus (beside the worktree), read in place. */
export const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
/** A file of `acceptance/logs`. */
export const logFile = (name: string) => path.join(ACCEPTANCE, 'logs', name);
/** The community platforms pack snapshot that tests, CI and benchmarks load (read in place). */
export const PLATFORMS_PACK = path.resolve(ACCEPTANCE, '../packs/ezpaarse-platforms');
/**
 * Where the differential check's reports over that pack are kept (ignored by git), keyed as the
 * api keys its own (pack content and recognition code): the same folder as the tools' (`npm run
 * verify:platforms`, acceptance, bench), whose key is the same for a fresh build, so a CI run that
 * verified the pack first does not check it again under jest.
 */
export const SHARED_PACK_VERDICTS = path.resolve(__dirname, '../../../../tmp/platform-verdicts');
