import type { Context } from 'node:vm';

/** The built-ins bound, when the global object lets them be declared again. */
export const INTRINSICS: readonly string[];

/** Declares the context's own built-ins as script-scope constants; returns the names bound. */
export function bindIntrinsics(context: Context): string[];
