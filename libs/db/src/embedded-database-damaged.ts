/**
 * The embedded database's files are there but PGlite cannot start on them (a truncated control
 * file, missing write-ahead log segments): it says only "Aborted()" or "PGlite failed to
 * initialize properly". Its code is the system's `EIO` and its `path` the folder, so start-up
 * names the data folder as for any file-system refusal, with the way out.
 */
export class EmbeddedDatabaseDamagedError extends Error {
  readonly code = 'EIO';
  constructor(
    readonly path: string,
    reason: unknown,
  ) {
    super(
      `the embedded database in ${path} could not be opened (${reason instanceof Error ? reason.message : String(reason)}): ` +
        'its files may be damaged; restore that folder from a backup, or move it aside to start with an empty database',
    );
  }
}
