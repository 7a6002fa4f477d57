#!/usr/bin/env -S node --max-semi-space-size=32 --expose-gc
// Committed launcher so `npx sillage` is linked by `npm ci` before anything is built.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('sillage: the CLI is not built yet; run `npm run build` first.\n');
  process.exit(1);
}
// `sillage process` runs in a node with a larger young generation (ADR 0024). Run by its shebang
// (`npx sillage`, `sillage` on the PATH) it already has one, and needs no second node (ADR 0107);
// run as `node bin/sillage.mjs`, it starts one.
const { relaunchWithYoungGeneration } = await import(
  new URL('../dist/young-generation.js', import.meta.url).href
);
const exitCode = await relaunchWithYoungGeneration({
  argv: process.argv.slice(2),
  execArgv: process.execArgv,
  // Node's own option variable, not a Sillage setting: config.ts has no say in it.
  // eslint-disable-next-line no-restricted-syntax
  nodeOptions: process.env.NODE_OPTIONS,
  entry: fileURLToPath(entry),
});
if (exitCode === undefined) {
  await import(entry.href);
} else {
  process.exitCode = exitCode;
}
