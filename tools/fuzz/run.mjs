#!/usr/bin/env node
// `npm run fuzz -- [seconds]` (default 30, or FUZZ_SECONDS): runs tools/fuzz/fuzz.ts on Node 20
// through @swc-node/register, resolving workspace libraries to their TypeScript sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    '--conditions=development',
    '--import',
    '@swc-node/register/esm-register',
    path.join(here, 'fuzz.ts'),
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    cwd: path.resolve(here, '../..'),
    env: { ...process.env, SWC_NODE_PROJECT: path.resolve(here, '../../tsconfig.base.json') },
  },
);
if (result.signal === 'SIGKILL') {
  // The watchdog killed a hung case (its input is printed above).
  console.error('fuzz: FAILED (a case hung)');
}
process.exit(result.status ?? 1);
