import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ParserOutput, PlatformParser } from '../recognition/platform-parser.js';
import type { PlatformInfo } from '../recognition/recognition.types.js';
import { PackSandbox } from './pack-sandbox.js';
import { DATED_KBART_FILE, readPkbDomainHostsOfFiles } from './pkb-domain-hosts.js';
import type { PackModule } from './pack-sandbox.js';

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
  domains?: unknown;
  'pkb-domains'?: unknown;
}

function readManifest(folder: string): PlatformInfo {
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  if (typeof manifest.name !== 'string' || manifest.name === '') {
    throw new Error('manifest has no name');
  }
  const domains = Array.isArray(manifest.domains)
    ? manifest.domains.filter((d): d is string => typeof d === 'string')
    : [];
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
  const column = manifest['pkb-domains'];
  if (typeof column === 'string' && column !== '') {
    info.pkbDomainColumn = column;
    // As the reference does at start-up: the column's values in the pack's own dated KBART files.
    const pkbDir = path.join(folder, 'pkb');
    const files = existsSync(pkbDir)
      ? readdirSync(pkbDir)
          .filter((file) => DATED_KBART_FILE.test(file))
          .sort()
          .map((file) => path.join(pkbDir, file))
      : [];
    for (const host of readPkbDomainHostsOfFiles(files, column)) {
      if (!info.domains.includes(host)) {
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

/** A pack platform whose parser.js is compiled on first use (most hosts of a big pack are never seen). */
function createPackParser(
  sandbox: PackSandbox,
  folder: string,
  info: PlatformInfo,
): PlatformParser {
  let loaded: PackModule | Error | undefined;
  return {
    info,
    origin: folder,
    folder: path.basename(folder),
    parse(url, input): ParserOutput {
      if (loaded === undefined) {
        try {
          loaded = sandbox.loadParser(path.join(folder, 'parser.js'));
        } catch (error) {
          loaded = error instanceof Error ? error : new Error(String(error));
        }
      }
      if (loaded instanceof Error) {
        throw loaded;
      }
      const output = sandbox.call(loaded, url.legacyParse(), input);
      return typeof output === 'object' && output !== null ? (output as ParserOutput) : {};
    },
  };
}

/**
 * Mounts ezPAARSE-layout folders (`<name>/manifest.json`, `parser.js`, `test/*.csv`) as catalogs.
 * Manifests that cannot be read are skipped and reported in `problems`. A `pkb-domains` manifest
 * also gets the hosts of that column of its `pkb/*_YYYY-MM-DD.txt` files.
 */
export function loadPacks(
  dirs: readonly string[],
  options: { timeBudgetMs: number; problems?: PackProblem[] },
): LoadedPacks {
  const parsers: PlatformParser[] = [];
  for (const dir of dirs) {
    const root = path.resolve(dir);
    const sandbox = new PackSandbox(root, options.timeBudgetMs);
    const folders = readdirSync(root)
      .filter((entry) => !entry.startsWith('.') && entry !== 'js-parser-skeleton')
      .sort()
      .map((entry) => path.join(root, entry))
      .filter(
        (folder) =>
          statSync(folder).isDirectory() && existsSync(path.join(folder, 'manifest.json')),
      );
    for (const folder of folders) {
      try {
        parsers.push(createPackParser(sandbox, folder, readManifest(folder)));
      } catch (error) {
        options.problems?.push({
          folder,
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  const [first] = dirs;
  return {
    parsers,
    version: first === undefined ? {} : gitVersion(first),
    close: () => Promise.resolve(),
  };
}
