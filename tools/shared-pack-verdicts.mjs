// The differential check's verdicts for the shared pack, as the tools that run the default
// configuration need them (acceptance, bench): read from a cache keyed like the api's (pack
// content and recognition code), computed and stored when missing. Needs `npm run build` first.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  readVerificationReport,
  verdictKeysOf,
  verifyPlatforms,
  writeVerificationReport,
} from '@sillage/platforms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(root, '../shared');

/** Where the tools keep verdicts (ignored by git); `sillage process --verdicts` reads it. */
export const TOOLS_VERDICTS_DIR = path.join(root, 'tmp/platform-verdicts');

/** The check over the pack, the shared acceptance tables and logs, stored in the tools' cache. */
export async function verifySharedPack(pack) {
  const report = await verifyPlatforms({
    packs: [pack],
    tables: [path.join(shared, 'acceptance/platforms')],
    logs: [path.join(shared, 'acceptance/logs')],
  });
  await writeVerificationReport(TOOLS_VERDICTS_DIR, report);
  return report;
}

/** The native platforms proven equal to this pack: cached report, else a fresh check. */
export async function nativeVerdictsOf(pack) {
  const cached = await readVerificationReport(TOOLS_VERDICTS_DIR, await verdictKeysOf([pack]));
  const report = cached ?? (await verifySharedPack(pack));
  return new Set(
    report.platforms.filter((verdict) => verdict.serving === 'native').map((v) => v.platform),
  );
}
