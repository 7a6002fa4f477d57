import { stat } from 'node:fs/promises';
import path from 'node:path';

/** A value read from a file and read again when the file changed. */
export interface ReloadingFile<T> {
  /** The value of the file as it is now (re-read when its inode, size or mtime changed). */
  current(): Promise<T>;
}

export interface ReloadingFileOptions<T> {
  /** Reads and checks the file; throws (naming it) when it is unusable. */
  load: (file: string) => Promise<T>;
  /**
   * The value while the file does not exist (a resources pack without that file). Without it, a
   * missing file is handed to `load`, which says so.
   */
  whenMissing?: { value: T };
  /**
   * The value when the file is unusable at start-up (`onError` is told): the start goes on, and
   * the file is read again once it changes. Without it, a bad file stops the start.
   */
  whenFirstReadFails?: { value: T };
  /** A changed file that cannot be used: the previous value stays in force. */
  onError: (error: unknown) => void;
}

/**
 * Follows one file of a resources pack: the admin pages' update switches the pack folder (a new
 * inode behind the same path) and a `git pull` by hand rewrites the file (a new mtime), so a cheap
 * `stat` per call tells when to read it again, without a restart. The first read happens at
 * start-up ({@link createReloadingFile} awaits it) and throws, so a bad file stops the start.
 */
export async function createReloadingFile<T>(
  file: string,
  options: ReloadingFileOptions<T>,
): Promise<ReloadingFile<T>> {
  const stampOf = async () => {
    const info = await stat(file).catch(() => undefined);
    return info === undefined
      ? 'missing'
      : `${String(info.ino)}:${String(info.size)}:${String(info.mtimeMs)}`;
  };
  const read = async (stamp: string): Promise<T> =>
    stamp === 'missing' && options.whenMissing !== undefined
      ? options.whenMissing.value
      : options.load(file);
  let stamp = await stampOf();
  let value: T;
  try {
    value = await read(stamp);
  } catch (error) {
    if (options.whenFirstReadFails === undefined) {
      throw error;
    }
    options.onError(error);
    value = options.whenFirstReadFails.value;
  }
  let reading: Promise<T> | undefined;
  return {
    async current() {
      const now = await stampOf();
      if (now === stamp) {
        return value;
      }
      reading ??= read(now)
        .then(
          (fresh) => {
            value = fresh;
            return fresh;
          },
          (error: unknown) => {
            options.onError(error);
            return value;
          },
        )
        .finally(() => {
          // Also on failure: the same broken file is not read again until it changes.
          stamp = now;
          reading = undefined;
        });
      return reading;
    },
  };
}

/**
 * One file of the instance's resources: the configured path (required), else `name` in the
 * resources pack (optional: absent means `load(undefined)`'s answer), else `load(undefined)`.
 * With `isPackFetched` (the pack the api fetched, which no one configured), an unusable file is
 * logged and the built-in answer serves: it must not stop a start no setting asked for.
 */
export async function openResourceFile<T>(options: {
  configured: string | undefined;
  resourcesDir: string | undefined;
  name: string;
  load: (file: string | undefined) => Promise<T>;
  onError: (error: unknown) => void;
  isPackFetched?: boolean;
}): Promise<ReloadingFile<T>> {
  const fallback = await options.load(undefined);
  const inPack =
    options.configured === undefined && options.resourcesDir !== undefined
      ? path.join(options.resourcesDir, options.name)
      : undefined;
  const file = options.configured ?? inPack;
  if (file === undefined) {
    return { current: () => Promise.resolve(fallback) };
  }
  return createReloadingFile(file, {
    load: options.load,
    ...(inPack === undefined ? {} : { whenMissing: { value: fallback } }),
    ...(inPack !== undefined && options.isPackFetched === true
      ? { whenFirstReadFails: { value: fallback } }
      : {}),
    onError: options.onError,
  });
}
