#!/usr/bin/env node
// Committed launcher so the `sillage-api` command is linked by `npm ci` before anything is built.
import { existsSync } from 'node:fs';

const entry = new URL('../dist/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('sillage-api: not built yet; run `npm run build` first.\n');
  process.exit(1);
}
await import(entry.href);
