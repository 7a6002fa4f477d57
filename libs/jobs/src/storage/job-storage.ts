import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isJobId } from '../job-id.js';

/** How one uploaded input was declared, kept beside it so a worker reads it as the api received it. */
export interface StoredInput {
  /** File name inside the job's `input/` folder. */
  file: string;
  fileName?: string;
  contentType?: string;
  contentEncoding?: string;
  /**
   * Still being uploaded when the job was queued (a live `POST /`): read it as it grows, until
   * the api marks it complete (see `markInputComplete`).
   */
  growing?: boolean;
}

/** Names of the files a job may expose (report, traces, rejects, denied ECs, result). */
const ARTEFACT_NAME = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]{1,5}){1,2}$/;
const RESULT_PREFIX = 'result.job-ecs.';
const INPUT_DIR = 'input';
const INPUTS_MANIFEST = 'inputs.json';
/** Names of the uploaded files, kept after the inputs are freed (no extension: not an artefact). */
const INPUT_NAMES = 'input-names';
/** When a server shutdown stopped a run of the job (no extension: not an artefact). */
const SHUTDOWN_STOP = 'shutdown-stop';
const COMPLETE_SUFFIX = '.complete';

/** Thrown when a job id or file name would leave the storage folder. */
export class UnsafeJobPathError extends Error {
  constructor(value: string) {
    super(`Unsafe job path: ${JSON.stringify(value)}`);
    this.name = 'UnsafeJobPathError';
  }
}

/**
 * One folder per job under `<filesDir>/jobs/<id>/`. Every path is built from a validated job id
 * and a whitelisted file name, so no request can reach outside the job's folder.
 */
export function createJobStorage(filesDir: string) {
  const root = path.resolve(filesDir, 'jobs');

  function jobDir(jobId: string): string {
    if (!isJobId(jobId)) {
      throw new UnsafeJobPathError(jobId);
    }
    return path.join(root, jobId);
  }

  function artefactPath(jobId: string, name: string): string {
    if (!ARTEFACT_NAME.test(name) || name === INPUTS_MANIFEST) {
      throw new UnsafeJobPathError(name);
    }
    return path.join(jobDir(jobId), name);
  }

  function inputPath(jobId: string, file: string): string {
    if (!/^\d{3}\.bin$/.test(file)) {
      throw new UnsafeJobPathError(file);
    }
    return path.join(jobDir(jobId), INPUT_DIR, file);
  }

  function inputFile(index: number): string {
    return `${String(index).padStart(3, '0')}.bin`;
  }

  async function exists(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  /**
   * The names of a job's files as far as they are known: an upload records each file's name as
   * its part begins, so the job list names the files of an upload in progress, or cut.
   */
  async function writeInputNames(jobId: string, names: readonly string[]): Promise<void> {
    await writeFile(path.join(jobDir(jobId), INPUT_NAMES), JSON.stringify(names));
  }

  return {
    root,
    jobDir,
    /** The path of a job file by its public name; throws UnsafeJobPathError for other names. */
    artefactPath,
    isArtefactName: (name: string) => ARTEFACT_NAME.test(name) && name !== INPUTS_MANIFEST,

    /** Creates the job's folder; false when it already exists (the id is taken). */
    async createJobDir(jobId: string): Promise<boolean> {
      // Uploaded logs hold patrons' addresses and logins: for this user only.
      await mkdir(root, { recursive: true, mode: 0o700 });
      try {
        await mkdir(jobDir(jobId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          return false;
        }
        throw error;
      }
      await mkdir(path.join(jobDir(jobId), INPUT_DIR));
      return true;
    },

    /** A write stream for input number `index` of the job, and its stored name. */
    openInput(jobId: string, index: number) {
      const file = inputFile(index);
      return { file, stream: createWriteStream(path.join(jobDir(jobId), INPUT_DIR, file)) };
    },

    /** Stored name of input number `index`. */
    inputFile,

    inputPath,

    /** Records that a growing input is whole: written once its last byte is on disk. */
    async markInputComplete(jobId: string, file: string): Promise<void> {
      await writeFile(`${inputPath(jobId, file)}${COMPLETE_SUFFIX}`, '');
    },

    /** Whether a growing input was marked complete. */
    isInputComplete: (jobId: string, file: string) =>
      exists(`${inputPath(jobId, file)}${COMPLETE_SUFFIX}`),

    async writeInputs(jobId: string, inputs: StoredInput[]): Promise<void> {
      await writeFile(path.join(jobDir(jobId), INPUTS_MANIFEST), JSON.stringify(inputs));
      // The report names the files only when there are several (as the reference does); the
      // user's job list names them always, so the names outlive the inputs.
      await writeInputNames(
        jobId,
        inputs.flatMap((input) => (input.fileName ? [input.fileName] : [])),
      );
    },

    writeInputNames,

    /** Names of the files uploaded for a job ([] for a raw body, or once the job is swept). */
    async readInputNames(jobId: string): Promise<string[]> {
      try {
        const names: unknown = JSON.parse(
          await readFile(path.join(jobDir(jobId), INPUT_NAMES), 'utf8'),
        );
        return Array.isArray(names) ? names.filter((name) => typeof name === 'string') : [];
      } catch {
        return [];
      }
    },

    async readInputs(jobId: string): Promise<StoredInput[]> {
      const text = await readFile(path.join(jobDir(jobId), INPUTS_MANIFEST), 'utf8');
      return JSON.parse(text) as StoredInput[];
    },

    /** Frees the uploaded inputs once the job has a final outcome. */
    async removeInputs(jobId: string): Promise<void> {
      await rm(path.join(jobDir(jobId), INPUT_DIR), { recursive: true, force: true });
      await rm(path.join(jobDir(jobId), INPUTS_MANIFEST), { force: true });
    },

    /** Result file name of a job with this extension (`csv`, `csv.gz`…); fixed so downloads find it. */
    resultName: (extension: string) => `${RESULT_PREFIX}${extension}`,

    /** Where a run writes its result until it is complete (then renamed by `publish`). */
    resultTempPath: (jobId: string, extension: string) =>
      path.join(jobDir(jobId), `${RESULT_PREFIX}${extension}.partial`),

    /** The finished result of a job, if there is one (never a partial one). */
    async findResult(jobId: string): Promise<string | undefined> {
      let names: string[];
      try {
        names = await readdir(jobDir(jobId));
      } catch {
        return undefined;
      }
      const name = names.find(
        (item) => item.startsWith(RESULT_PREFIX) && !item.endsWith('.partial'),
      );
      return name === undefined ? undefined : path.join(jobDir(jobId), name);
    },

    /**
     * Records that a run of the job was stopped by a server shutdown and the job put back in the
     * queue: its next run's traces say so (they replace this run's).
     */
    async noteShutdownStop(jobId: string, at: Date): Promise<void> {
      await writeFile(path.join(jobDir(jobId), SHUTDOWN_STOP), at.toISOString());
    },

    /** When a shutdown last stopped a run of the job (and forgets it), if one did. */
    async takeShutdownStop(jobId: string): Promise<string | undefined> {
      const file = path.join(jobDir(jobId), SHUTDOWN_STOP);
      try {
        const at = (await readFile(file, 'utf8')).trim();
        await rm(file, { force: true });
        return at;
      } catch {
        return undefined;
      }
    },

    async clearArtefacts(jobId: string): Promise<void> {
      let names: string[];
      try {
        names = await readdir(jobDir(jobId));
      } catch {
        return;
      }
      await Promise.all(
        names
          .filter(
            (name) =>
              name !== INPUT_DIR &&
              name !== INPUTS_MANIFEST &&
              name !== INPUT_NAMES &&
              name !== SHUTDOWN_STOP,
          )
          .map((name) => rm(path.join(jobDir(jobId), name), { recursive: true, force: true })),
      );
    },

    /** Removes unfinished temporary files (`*.partial`) left by a stopped run. */
    async removePartials(jobId: string): Promise<void> {
      let names: string[];
      try {
        names = await readdir(jobDir(jobId));
      } catch {
        return;
      }
      await Promise.all(
        names
          .filter((name) => name.endsWith('.partial'))
          .map((name) => rm(path.join(jobDir(jobId), name), { force: true })),
      );
    },

    /** Makes a finished temporary file visible under its final name in one step. */
    async publish(from: string, to: string): Promise<void> {
      await rename(from, to);
    },

    fileExists: exists,
    readStream: (file: string) => createReadStream(file),

    /**
     * Opens a job file before anything is answered: the open handle keeps its bytes readable
     * even if a retry or the retention sweep removes the file meanwhile, so a response never
     * starts on a file that is gone. Undefined when it does not exist (or is not a file).
     */
    async openFile(
      file: string,
    ): Promise<{ size: number; stream: NodeJS.ReadableStream } | undefined> {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch {
        return undefined;
      }
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      return { size: info.size, stream: handle.createReadStream() };
    },

    async removeJob(jobId: string): Promise<void> {
      await rm(jobDir(jobId), { recursive: true, force: true });
    },

    /** Ids of every job folder (for the retention sweep). */
    async listJobIds(): Promise<string[]> {
      try {
        return (await readdir(root)).filter(isJobId);
      } catch {
        return [];
      }
    },

    /** Last modification time of a job folder, or undefined when it is gone. */
    async jobDirModifiedAt(jobId: string): Promise<Date | undefined> {
      try {
        return (await stat(jobDir(jobId))).mtime;
      } catch {
        return undefined;
      }
    },
  };
}

/** Job files on disk, from `createJobStorage`. */
export type JobStorage = ReturnType<typeof createJobStorage>;
