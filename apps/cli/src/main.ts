#!/usr/bin/env node
import { createRequire } from 'node:module';
import { buildProgram } from './program.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

await buildProgram({ version }).parseAsync(process.argv);
