import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ParserOutput, PlatformParser } from '../recognition/platform-parser.js';
import type { PlatformInfo, RecognitionInput } from '../recognition/recognition.types.js';
import { PackRuntime, type PackCallMode, type PackModule } from './pack-runtime.js';
import { DATED_KBART_FILE, readPkbDomainHostsOfFiles } from './pkb-domain-hosts.js';

/** The platforms of one or more pack folders, ready to run. */
export interface LoadedPacks {
  parsers: PlatformParser[];
  version: { platformsVersion?: string; platformsDate?: string };
  close(): Promise<void>;
}

/** A manifest.json that cannot be used (reported by `loadPacks` through `problems`). */
export interface PackProblem {
  folder: string;
  message: string;
}

interface Manifest {
  name?: unknown;
  longname?: unknown;
  publisher_name?: unknown;
  status?: unknown;
  docurl?: unknown;
  describe?: unknown;
  version?: unknown;
  contact?: unknown;
  domains?: unknown;
  'pkb-domains'?: unknown;
}

/** Larger than any real manifest (the largest lists a few hundred hosts) by three orders. */
const MANIFEST_MAX_BYTES = 16 * 1024 * 1024;

/** The manifest's JSON object; throws, saying why, for a file that is none. */
function readManifestObject(file: string): Manifest {
  // A link to a pipe or a device would hang the load or fill the memory: a file, of a sane size.
  const stats = statSync(file);
  if (!stats.isFile()) {
    throw new Error('manifest.json is not a file');
  }
  if (stats.size > MANIFEST_MAX_BYTES) {
    throw new Error(`manifest.json is larger than ${String(MANIFEST_MAX_BYTES / 1024 / 1024)} MiB`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as unknown;
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error('manifest.json holds no JSON object');
  }
  return manifest;
}

/**
 * The `domains` of a manifest: its host names (entries that are no text are left out, as they
 * could match no host). The reference registers a manifest only with `domains` or `pkb-domains`,
 * and fails on a `domains` that is no list: either would give a platform that takes its name
 * from the native rules and serves no host, so it is refused, saying why.
 */
function manifestDomains(manifest: Manifest): string[] {
  if (manifest.domains === undefined) {
    if (typeof manifest['pkb-domains'] !== 'string' || manifest['pkb-domains'] === '') {
      throw new Error('manifest has no domains (nor a pkb-domains column)');
    }
    return [];
  }
  if (!Array.isArray(manifest.domains)) {
    throw new Error('manifest domains is not a list of host names');
  }
  return manifest.domains.filter((domain): domain is string => typeof domain === 'string');
}

/** The `_YYYY-MM-DD.txt` files of a platform's `pkb/` folder; none when it has no such folder. */
function datedKbartFiles(folder: string): string[] {
  const pkbDir = path.join(folder, 'pkb');
  try {
    return readdirSync(pkbDir)
      .filter((file) => DATED_KBART_FILE.test(file))
      .sort()
      .map((file) => path.join(pkbDir, file));
  } catch {
    // No pkb folder, or a file by that name: the platform serves its manifest's domains.
    return [];
  }
}

function readManifest(folder: string): PlatformInfo {
  const manifest = readManifestObject(path.join(folder, 'manifest.json'));
  if (typeof manifest.name !== 'string' || manifest.name === '') {
    throw new Error('manifest has no name');
  }
  const domains = manifestDomains(manifest);
  const info: PlatformInfo = {
    name: manifest.name,
    longName: typeof manifest.longname === 'string' ? manifest.longname : manifest.name,
    domains,
    source: 'pack',
  };
  if (typeof manifest.publisher_name === 'string' && manifest.publisher_name !== '') {
    info.publisherName = manifest.publisher_name;
  }
  if (typeof manifest.status === 'string' && manifest.status !== '') {
    info.status = manifest.status;
  }
  if (typeof manifest.docurl === 'string' && manifest.docurl.trim() !== '') {
    info.docUrl = manifest.docurl.trim();
  }
  for (const field of ['describe', 'version', 'contact'] as const) {
    const value = manifest[field];
    if (typeof value === 'string' && value.trim() !== '') {
      info[field] = value.trim();
    }
  }
  const column = manifest['pkb-domains'];
  if (typeof column === 'string' && column !== '') {
    info.pkbDomainColumn = column;
    // As the reference does at start-up: the column's values in the pack's own dated KBART files.
    const known = new Set(info.domains);
    for (const host of readPkbDomainHostsOfFiles(datedKbartFiles(folder), column)) {
      if (!known.has(host)) {
        known.add(host);
        info.domains.push(host);
      }
    }
  }
  return info;
}

const runGit = (dir: string, args: string[]) =>
  execFileSync('git', ['-C', dir, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 5000,
  }).trim();

/**
 * The version of a pack working copy, as the reference stamps it: `git describe --tags --always`
 * (the tag when HEAD is tagged, `<tag>-<n>-g<short hash>` after it, the short hash without any
 * tag) and the commit date as `YYYY-MM-DD`. Empty for a folder that is not a git working copy.
 */
function gitVersion(dir: string): { platformsVersion?: string; platformsDate?: string } {
  try {
    const version = runGit(dir, ['describe', '--tags', '--always']);
    const date = runGit(dir, ['log', '-1', '--format=%cs']);
    return version === '' ? {} : { platformsVersion: version, platformsDate: date };
  } catch {
    return {};
  }
}

/** What a parser read of its event besides the URL and domain: those fields, or all of them. */
export type EventFieldsRead = ReadonlySet<string> | 'all';

/**
 * The event as a parser sees it, noting which fields it read besides its URL and domain (its
 * answer then depends on them too).
 */
class EventReads {
  read = new Set<string>();
  all = false;
  private readonly handler: ProxyHandler<RecognitionInput> = {
    get: (target, key) => {
      if (typeof key !== 'string') {
        this.all = true;
      } else if (key !== 'url' && key !== 'domain') {
        this.read.add(key);
      }
      return target[key as string];
    },
    has: (target, key) => {
      if (typeof key === 'string') {
        this.read.add(key);
      } else {
        this.all = true;
      }
      return key in target;
    },
    ownKeys: (target) => {
      this.all = true;
      return Reflect.ownKeys(target);
    },
    getOwnPropertyDescriptor: (target, key) => {
      this.all = true;
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  };

  watch(input: RecognitionInput): RecognitionInput {
    this.clear();
    return new Proxy(input, this.handler);
  }

  clear(): void {
    if (this.read.size > 0) {
      this.read = new Set();
    }
    this.all = false;
  }

  get fields(): EventFieldsRead {
    return this.all ? 'all' : this.read;
  }
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) {
    return 'an array';
  }
  return value === null ? 'null' : typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
}

/** A pack platform whose parser.js is compiled on first use (most hosts of a big pack are never seen). */
export function createPackParser(
  runtime: PackRuntime,
  folder: string,
  info: PlatformInfo,
): PlatformParser {
  let loaded: PackModule | Error | undefined;
  const reads = new EventReads();
  return {
    info,
    origin: folder,
    folder: path.basename(folder),
    parse(url, input): ParserOutput {
      if (loaded === undefined) {
        try {
          loaded = runtime.loadParser(path.join(folder, 'parser.js'));
        } catch (error) {
          loaded = error instanceof Error ? error : new Error(String(error));
        }
      }
      if (loaded instanceof Error) {
        reads.clear();
        throw loaded;
      }
      const output = runtime.call(loaded, url.legacyParse(), reads.watch(input));
      if (typeof output !== 'object' || output === null || Array.isArray(output)) {
        // The contract is an object of fields; anything else is the parser's bug, reported.
        throw new Error(`parser returned ${describeValue(output)} instead of an object of fields`);
      }
      if (typeof (output as { then?: unknown }).then === 'function') {
        // Parsers answer at once: a promise would read as "no fields", its answer never seen.
        throw new Error('parser returned a promise instead of an object of fields');
      }
      return output as ParserOutput;
    },
    urlOnly: () => !reads.all && reads.read.size === 0,
    fieldsRead: () => reads.fields,
  };
}

/**
 * The platform folders of a pack in the ezPAARSE layout (`<name>/manifest.json`), in name order;
 * dot-folders and the parser skeleton are not platforms. None means `root` is not a pack.
 */
export function listPackPlatformFolders(root: string): string[] {
  return readdirSync(root)
    .filter((entry) => !entry.startsWith('.') && entry !== 'js-parser-skeleton')
    .sort()
    .map((entry) => path.join(root, entry))
    .filter((folder) => isDirectory(folder) && existsSync(path.join(folder, 'manifest.json')));
}

/** False for a file, and for what cannot be read (a link to nothing, a folder out of reach). */
function isDirectory(entry: string): boolean {
  try {
    return statSync(entry).isDirectory();
  } catch {
    return false;
  }
}

/** True when the platform folder has a parser.js this process can read (a file, not a folder). */
function hasReadableParser(folder: string): boolean {
  const parser = path.join(folder, 'parser.js');
  try {
    accessSync(parser, constants.R_OK);
    return statSync(parser).isFile();
  } catch {
    return false;
  }
}

/**
 * The platform folders of a pack with a manifest but no readable parser.js (missing, a folder, a
 * link to nothing, not readable), in name order. Jobs skip them, as the reference does.
 */
export function listPlatformsWithoutParser(root: string): string[] {
  return listPackPlatformFolders(path.resolve(root))
    .filter((folder) => !hasReadableParser(folder))
    .map((folder) => path.basename(folder));
}

/**
 * The platforms of one pack that can serve, with their manifests, in folder order. A manifest
 * that cannot be used, or that names a platform an earlier folder serves (in this pack or in one
 * mounted before it, both in `folderOf`), goes to `problems` instead; a folder without a readable
 * parser.js serves nothing and is left out silently.
 */
function readPackPlatforms(
  root: string,
  problems: PackProblem[] | undefined,
  folderOf = new Map<string, string>(),
): { folder: string; info: PlatformInfo }[] {
  const platforms: { folder: string; info: PlatformInfo }[] = [];
  for (const folder of listPackPlatformFolders(root)) {
    try {
      const info = readManifest(folder);
      // After the manifest: an unusable manifest is reported whether or not a parser is there.
      // A folder without one serves nothing, so it takes no name from a folder that would.
      if (!hasReadableParser(folder)) {
        continue;
      }
      // A platform is known by its name: a second folder of that name would be dropped unseen,
      // its domains counted as unknown.
      const first = folderOf.get(info.name);
      if (first !== undefined) {
        // A folder of another pack is named by its path: its basename alone would look local.
        const where = path.dirname(first) === root ? path.basename(first) : first;
        throw new Error(
          `its manifest names the platform "${info.name}", as ${where} does: ` +
            'that folder serves the name, and this one is left out (its domains are unknown)',
        );
      }
      folderOf.set(info.name, folder);
      platforms.push({ folder, info });
    } catch (error) {
      problems?.push({ folder, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return platforms;
}

/**
 * The platform folders of a pack whose manifest cannot be used (or names a platform an earlier
 * folder serves), each with why, in folder order: what jobs and the CLI skip and name.
 */
export function listManifestProblems(root: string): PackProblem[] {
  const problems: PackProblem[] = [];
  readPackPlatforms(path.resolve(root), problems);
  return problems;
}

/**
 * Mounts ezPAARSE-layout folders (`<name>/manifest.json`, `parser.js`, `test/*.csv`) as catalogs.
 * Manifests that cannot be read are skipped and reported in `problems`. A `pkb-domains` manifest
 * also gets the hosts of that column of its `pkb/*_YYYY-MM-DD.txt` files. A folder without a
 * readable parser.js is skipped silently, as the reference skips it: kept, its parser failed on
 * every line of its hosts, and its name hid the native rules that would serve them.
 */
export function loadPacks(
  dirs: readonly string[],
  options: { mode: PackCallMode; problems?: PackProblem[] },
): LoadedPacks {
  const parsers: PlatformParser[] = [];
  // Names are shared across packs: the first pack to name a platform serves it.
  const folderOf = new Map<string, string>();
  for (const dir of dirs) {
    const root = path.resolve(dir);
    const runtime = new PackRuntime(root, options.mode);
    for (const { folder, info } of readPackPlatforms(root, options.problems, folderOf)) {
      parsers.push(createPackParser(runtime, folder, info));
    }
  }
  const [first] = dirs;
  return {
    parsers,
    version: first === undefined ? {} : gitVersion(first),
    close: () => Promise.resolve(),
  };
}
