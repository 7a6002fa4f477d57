import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { packsKeyOf, recognitionCodeKey } from './verdict-key.js';
import type { VerificationReport } from './verification.types.js';

/** The folder of cached verdicts under a data folder. */
export const VERDICTS_FOLDER = 'platform-verdicts';

/** Reports kept; older ones (previous pack versions) are deleted when a new one is written. */
const KEPT_REPORTS = 8;

const safe = (key: string) => key.replace(/[^A-Za-z0-9._+-]/g, '-');

/** The cache file of a (pack version, recognition code) pair. */
export function verdictFileName(packKey: string, codeKey: string): string {
  return `${safe(packKey)}--${safe(codeKey)}.json`;
}

function isReport(value: unknown): value is VerificationReport {
  const report = value as Partial<VerificationReport> | null;
  return (
    typeof report === 'object' &&
    report !== null &&
    report.formatVersion === 1 &&
    typeof report.packKey === 'string' &&
    typeof report.codeKey === 'string' &&
    typeof report.sourcesKey === 'string' &&
    Array.isArray(report.platforms) &&
    (report.platforms as unknown[]).every((entry) => {
      const verdict = entry as Record<string, unknown> | null;
      return (
        typeof verdict === 'object' &&
        verdict !== null &&
        typeof verdict.platform === 'string' &&
        (verdict.serving === 'native' || verdict.serving === 'pack') &&
        typeof verdict.equal === 'number'
      );
    })
  );
}

/** The cached report for these keys; undefined when there is none or it cannot be read. */
export async function readVerificationReport(
  dir: string,
  keys: { packKey: string; codeKey: string },
): Promise<VerificationReport | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, verdictFileName(keys.packKey, keys.codeKey)), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    // A file of other keys (renamed by hand) is not these verdicts.
    return isReport(parsed) && parsed.packKey === keys.packKey && parsed.codeKey === keys.codeKey
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a report in one rename (readers see the old file or the new one) and prunes old ones. */
export async function writeVerificationReport(
  dir: string,
  report: VerificationReport,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, verdictFileName(report.packKey, report.codeKey));
  const temporary = `${file}.${String(process.pid)}.${String(Date.now())}.tmp`;
  await writeFile(temporary, `${JSON.stringify(report, null, 1)}\n`);
  await rename(temporary, file);
  const reports = await Promise.all(
    (await readdir(dir))
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => ({
        name,
        mtime: (await stat(path.join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0,
      })),
  );
  const old = reports.sort((a, b) => b.mtime - a.mtime).slice(KEPT_REPORTS);
  await Promise.all(old.map(({ name }) => rm(path.join(dir, name), { force: true })));
  return file;
}

/** The keys of the verdicts for these packs with the code this process runs. */
export async function verdictKeysOf(
  packs: readonly string[],
): Promise<{ packKey: string; codeKey: string }> {
  const [packKey, codeKey] = await Promise.all([packsKeyOf(packs), recognitionCodeKey()]);
  return { packKey, codeKey };
}

/**
 * The native platforms proven equal to these packs (their `nativeVerdicts`): empty until the
 * check has run for this pack version and this code, so everything serves from the pack.
 */
export async function readNativeVerdicts(
  dir: string,
  packs: readonly string[],
): Promise<ReadonlySet<string>> {
  if (packs.length === 0) {
    return new Set();
  }
  return nativePlatformsOf(await readVerificationReport(dir, await verdictKeysOf(packs)));
}

/** The platforms a report proves equal (none without a report): those that serve natively. */
export function nativePlatformsOf(report: VerificationReport | undefined): ReadonlySet<string> {
  return new Set(
    (report?.platforms ?? [])
      .filter((verdict) => verdict.serving === 'native')
      .map((verdict) => verdict.platform),
  );
}
