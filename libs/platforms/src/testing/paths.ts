import path from 'node:path';

/** `../shared/acceptance` beside the worktree (tests are compiled to CommonJS, so `__dirname` works). */
export const ACCEPTANCE_DIR = path.resolve(__dirname, '../../../../../shared/acceptance');

/** Reference-layout folder of the acceptance platform tables. */
export const ACCEPTANCE_PLATFORMS_DIR = path.join(ACCEPTANCE_DIR, 'platforms');

/** Folder holding the native platforms (each with its own `<name>.test.csv`). */
export const NATIVE_CATALOG_DIR = path.resolve(__dirname, '../catalog');

/** The community platform catalog snapshot (parsers, manifests, data; no tables). */
export const SHARED_PACK_DIR = path.resolve(
  __dirname,
  '../../../../../shared/packs/ezpaarse-platforms',
);

/** Real logs of the reference's test suite (some gzipped). */
export const ACCEPTANCE_LOGS_DIR = path.join(ACCEPTANCE_DIR, 'logs');
