// Jest's runtime, with the compiled code of each module and the text of each dependency kept
// across the test files of a worker.
//
// Jest gives every test file a fresh module registry: it reads and compiles every module the file
// loads again. A worker runs dozens of files of one project, which load mostly the same few
// thousand modules (fastify, kysely, pg-boss, React, Chakra…), so V8 parsed and compiled the same
// sources over and over; its own compilation cache cannot serve them, because each compile
// carries its own dynamic-import callback. With it, the web project runs 23 % faster and the api
// 5 % (ADR 0102).
const vm = require('node:vm');
const { default: Runtime } = require('jest-runtime');
const { createCodeCache } = require('./code-cache.cjs');

/**
 * A function compiled from a code cache loses its link to the dynamic-import callback (Node then
 * throws "A dynamic import callback was not specified"), so sources that may import dynamically
 * are compiled by jest as before.
 */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

const codeCache = createCodeCache();
/** Installed packages do not change during a run: their text is read once per worker. */
const dependencyTexts = new Map();

class CodeCacheRuntime extends Runtime {
  constructor(config, environment, resolver, transformer, cacheFS, coverage, testPath, globalConfig) {
    super(config, environment, resolver, transformer, cacheFS, coverage, testPath, globalConfig);
    const { executor, fileCache } = this;
    const compile = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      if (DYNAMIC_IMPORT.test(source)) {
        return compile(source, filename);
      }
      // jest-runtime compiles through the `vm` module's export; only its arguments are reused.
      const compileFunction = vm.compileFunction;
      vm.compileFunction = codeCache.compile;
      try {
        return compile(source, filename);
      } catch {
        // Whatever the wrapper script cannot compile (a hashbang line…), jest compiles, or
        // reports, as it always did.
        vm.compileFunction = compileFunction;
        return compile(source, filename);
      } finally {
        vm.compileFunction = compileFunction;
      }
    };
    // Watch mode keeps workers between runs, while packages may be installed: read as jest does.
    if (!globalConfig.watch && !globalConfig.watchAll) {
      const readFileBuffer = fileCache.readFileBuffer.bind(fileCache);
      fileCache.readFileBuffer = (filename) => {
        if (!filename.includes('/node_modules/')) {
          return readFileBuffer(filename);
        }
        let text = dependencyTexts.get(filename);
        if (text === undefined) {
          text = readFileBuffer(filename);
          dependencyTexts.set(filename, text);
        }
        return text;
      };
    }
  }
}

module.exports = CodeCacheRuntime;
