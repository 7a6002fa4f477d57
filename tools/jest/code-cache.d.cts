import type { Context } from 'node:vm';

export interface CodeCache {
  compile(
    source: string,
    params: string[],
    options: { filename: string; parsingContext: Context; importModuleDynamically?: unknown },
  ): (...args: unknown[]) => unknown;
  readonly counts: { cached: number; full: number };
}

export function createCodeCache(): CodeCache;
