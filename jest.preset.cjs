// Shared jest settings: TypeScript through @swc/jest (compiled to CommonJS for jest), workspace
// libraries resolved to their sources, ESM-style `.js` import suffixes stripped.
const path = require('node:path');

const workspaceRoot = __dirname;
// Worker threads started from TypeScript sources (platform recognition) compile through
// @swc-node/register, which reads its compiler options from here.
process.env.SWC_NODE_PROJECT ??= path.join(workspaceRoot, 'tsconfig.base.json');

/** @type {import('jest').Config} */
module.exports = {
  // Node's, with the built-ins read at plain Node's speed (tools/jest/intrinsic-bindings.cjs).
  testEnvironment: path.join(workspaceRoot, 'tools/jest/node-environment.cjs'),
  // Jest's runtime with compiled modules kept across a worker's test files (ADR 0102).
  runtime: path.join(workspaceRoot, 'tools/jest/code-cache-runtime.cjs'),
  // Database tests start an embedded Postgres; on a busy 2-core machine that can take seconds.
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleNameMapper: {
    '^@sillage/([a-z-]+)/testing$': path.join(workspaceRoot, 'libs/$1/src/testing/index.ts'),
    '^@sillage/([a-z-]+)$': path.join(workspaceRoot, 'libs/$1/src/index.ts'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
};
