import { createRequire } from 'node:module';

/**
 * This worker's release (its package.json version), stamped on every job it runs: the report's
 * `ezPAARSE-version` says which build produced a result, even with workers of several releases.
 */
export const WORKER_VERSION = (
  createRequire(import.meta.url)('../package.json') as { version: string }
).version;
