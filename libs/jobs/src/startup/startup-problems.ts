import { accessSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseUnreachable } from '@sillage/db';

/**
 * Start-up checks shared by the api and the worker: a path a variable names must be there (and the
 * data folder writable) before anything is built on it, and a failure while starting must read as
 * one line naming the variable to fix, never as a stack trace (an operator reads these in a
 * service manager's journal).
 */

/**
 * The environment without its empty variables: `PORT=` in an env file, or `${PORT:-}` in a
 * compose file, means "not set" (the default), in the api and the worker alike; a number read
 * from it would be 0 (a server on a random port, pack parsers on the job's thread).
 */
export function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim() !== ''));
}

/** One configured path: the variable that names it, and what it must be. */
export interface ConfiguredPath {
  variable: string;
  path: string;
  kind: 'folder' | 'file' | 'file-or-folder';
}

/** `VARIABLE: why` for each configured path that is missing, of the wrong kind or unreadable. */
export function checkConfiguredPaths(paths: readonly ConfiguredPath[]): string[] {
  const problems: string[] = [];
  for (const { variable, path: target, kind } of paths) {
    let isFolder: boolean;
    try {
      isFolder = statSync(target).isDirectory();
      accessSync(target, constants.R_OK);
    } catch (error) {
      problems.push(`${variable}: cannot read ${target} (${errorText(error)})`);
      continue;
    }
    if (kind === 'folder' && !isFolder) {
      problems.push(`${variable}: ${target} is not a folder`);
    } else if (kind === 'file' && isFolder) {
      problems.push(`${variable}: ${target} is a folder, not a file`);
    }
  }
  return problems;
}

/**
 * `SILLAGE_DATA_DIR: why` when the data folder cannot be created or written (read-only mount,
 * full disk, a file in its place); it is created when missing, as the first start does anyway.
 */
export function checkDataFolder(dataDir: string, variable = 'SILLAGE_DATA_DIR'): string[] {
  const probe = path.join(dataDir, `.write-check-${String(process.pid)}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
    return [];
  } catch (error) {
    return [`${variable}: the data folder ${dataDir} is not writable (${errorText(error)})`];
  }
}

/** Error codes of a database that cannot be reached or entered with the URL given. */
const DATABASE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '28000', // invalid authorization
  '28P01', // wrong password
  '3D000', // no such database
  '57P03', // the server is starting up or shutting down
]);

/** Error codes of a file system that refuses the data folder. */
const FILE_SYSTEM_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOSPC',
  'EDQUOT',
  'ENOTDIR',
  'EEXIST',
  // The embedded database held by another process (DatabaseInUseError).
  'EBUSY',
  // Its files there, but it cannot start on them (EmbeddedDatabaseDamagedError), or a disk error.
  'EIO',
]);

/**
 * The embedded database runs Postgres compiled to WebAssembly: its file-system failures arrive as
 * Emscripten `ErrnoError` objects (no Error, no message) numbered in Emscripten's own table.
 */
const EMBEDDED_ERRNO: Readonly<Record<number, { code: string; text: string }>> = {
  2: { code: 'EACCES', text: 'permission denied' },
  19: { code: 'EDQUOT', text: 'disk quota exceeded' },
  29: { code: 'EIO', text: 'input/output error' },
  44: { code: 'ENOENT', text: 'a file it needs is missing' },
  51: { code: 'ENOSPC', text: 'no space left on the disk' },
  63: { code: 'EPERM', text: 'operation not permitted' },
  69: { code: 'EROFS', text: 'read-only file system' },
};

/** The Node-style code and words of an embedded database's file-system failure, if it is one. */
function embeddedErrno(value: unknown): { code: string; text: string } | undefined {
  if (field(value, 'name') !== 'ErrnoError') {
    return undefined;
  }
  const errno = (value as { errno?: unknown }).errno;
  return typeof errno === 'number' ? EMBEDDED_ERRNO[errno] : undefined;
}

export interface StartupContext {
  /** `postgres` when DATABASE_URL is set. */
  databaseDriver: 'postgres' | 'pglite';
  /** The data folder, whose file-system errors name SILLAGE_DATA_DIR. */
  dataDir: string;
  /** The api's address, whose listen errors name PORT or HOST. */
  listen?: { host: string; port: number };
}

/**
 * One line saying why the process could not start and which variable to look at; the message of
 * an unknown error as it is (its stack is for the debug log, not the operator's first read).
 */
export function describeStartupError(error: unknown, context: StartupContext): string {
  const chain = causeChain(error);
  const code = chain.map(errorCode).find((item) => item !== undefined);
  const innermost = chain.at(-1) ?? error;
  const listen = context.listen;
  if (listen !== undefined && code !== undefined) {
    const where = `${listen.host}:${String(listen.port)}`;
    if (code === 'EADDRINUSE') {
      return `PORT: ${where} is already in use (another Sillage, or another server, listens there)`;
    }
    if (code === 'EACCES' && chain.some((item) => syscallOf(item) === 'listen')) {
      return `PORT: this user may not listen on port ${String(listen.port)} (below 1024 needs privileges)`;
    }
    if (
      code === 'EADDRNOTAVAIL' ||
      ((code === 'ENOTFOUND' || code === 'EAI_AGAIN') &&
        chain.some((item) => syscallOf(item) === 'getaddrinfo' && hostnameOf(item) === listen.host))
    ) {
      return `HOST: ${listen.host} is not an address of this machine (${errorText(innermost)})`;
    }
  }
  const embedded = chain.map(embeddedErrno).find((item) => item !== undefined);
  if (embedded !== undefined) {
    return `SILLAGE_DATA_DIR: the embedded database cannot use the data folder ${context.dataDir} (${embedded.text}, ${embedded.code})`;
  }
  if (code === 'AVV_ERR_PLUGIN_EXEC_TIMEOUT' || code === 'AVV_ERR_READY_TIMEOUT') {
    // A start-up step that never ended: the database one is DATABASE_URL's (or the data folder's).
    return errorText(error).includes("'database'")
      ? `${context.databaseDriver === 'postgres' ? 'DATABASE_URL' : 'SILLAGE_DATA_DIR'}: the database did not answer in time`
      : errorText(error);
  }
  if (
    context.databaseDriver === 'postgres' &&
    ((code !== undefined && DATABASE_CODES.has(code)) || isDatabaseUnreachable(error)) &&
    !chain.some((item) => syscallOf(item) === 'getaddrinfo' && hostnameOf(item) === listen?.host)
  ) {
    return `DATABASE_URL: cannot use the database (${errorText(innermost)})`;
  }
  if (code !== undefined && FILE_SYSTEM_CODES.has(code)) {
    const file = chain.map(pathOf).find((item) => item !== undefined);
    if (file !== undefined && isInside(context.dataDir, file)) {
      return `SILLAGE_DATA_DIR: cannot use the data folder ${context.dataDir} (${errorText(innermost)})`;
    }
  }
  return errorText(error);
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const field = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' ? found : undefined;
};
const errorCode = (value: unknown) => field(value, 'code');
const syscallOf = (value: unknown) => field(value, 'syscall');
const hostnameOf = (value: unknown) => field(value, 'hostname');
const pathOf = (value: unknown) => field(value, 'path');

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(path.resolve(folder), path.resolve(file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function errorText(error: unknown): string {
  // Duck-typed: errors of node's own modules may come from another realm (instanceof fails).
  const message = field(error, 'message');
  if (message === undefined) {
    // An object that is no Error would read `[object Object]`: its fields say more.
    if (typeof error === 'object' && error !== null) {
      try {
        return JSON.stringify(error);
      } catch {
        return 'an unreadable error object';
      }
    }
    return String(error);
  }
  // An AggregateError (every address of a host refused) has an empty message but a code.
  return message !== '' ? message : (errorCode(error) ?? field(error, 'name') ?? 'error');
}
