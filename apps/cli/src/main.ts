#!/usr/bin/env node
// First import: see regex-guard.ts.
import './regex-guard.js';
import { createRequire } from 'node:module';
import { limitHeapGrowth } from '@sillage/pipeline';
import { endQuietlyOnClosedPipe } from './closed-pipe.js';
import { buildProgram } from './program.js';

limitHeapGrowth();

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

endQuietlyOnClosedPipe(process.stdout);
await buildProgram({ version }).parseAsync(process.argv);
