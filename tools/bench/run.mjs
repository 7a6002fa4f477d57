#!/usr/bin/env node
// `npm run bench -- <name> [args…]` runs tools/bench/<name>.bench.ts on Node 20 through
// @swc-node/register, resolving workspace libraries to their TypeScript sources.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const available = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));

if (name === undefined || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name> [args…]   (available: ${available.join(', ')})`);
  process.exit(2);
}

const script = path.join(here, `${name}.bench.ts`);
const result = spawnSync(
  process.execPath,
  [
    '--conditions=development',
    '--expose-gc',
    '--import',
    '@swc-node/register/esm-register',
    script,
    ...args,
  ],
  {
    stdio: 'inherit',
    cwd: path.resolve(here, '../..'),
    // The root tsconfig.json only lists references; point swc at the compiler options.
    env: { ...process.env, SWC_NODE_PROJECT: path.resolve(here, '../../tsconfig.base.json') },
  },
);
process.exit(result.status ?? 1);
