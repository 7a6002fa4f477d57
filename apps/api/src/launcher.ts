#!/usr/bin/env node
// `npm start` runs this: it keeps the api running across restarts asked from the admin pages.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { superviseProcess } from './supervisor/supervise.js';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.js');

process.exitCode = await superviseProcess({
  command: process.execPath,
  args: [...process.execArgv, main, ...process.argv.slice(2)],
  onRestart: (restarts) => {
    process.stderr.write(`sillage: restarting the api (restart ${String(restarts)})\n`);
  },
});
