#!/usr/bin/env node
// First import: see regex-guard.ts.
import './regex-guard.js';
import { createRequire } from 'node:module';
import { endQuietlyOnClosedPipe } from './closed-pipe.js';
import { buildProgram } from './program.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

endQuietlyOnClosedPipe(process.stdout);
await buildProgram({ version }).parseAsync(process.argv);
