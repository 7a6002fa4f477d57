// V8 code caches of module wrappers, kept for the life of a jest worker (see
// code-cache-runtime.cjs for why).
const vm = require('node:vm');

/**
 * A `vm.compileFunction` for module wrappers that reuses compiled code across contexts. The first
 * compile of a file runs as a script whose first line is the function's head (so every line
 * keeps its number); the next compile of the same source takes that script's code cache, which
 * by then holds the functions the first file called as well, and each later one starts from it.
 * Every call still returns a new function in `options.parsingContext`. `counts` tells how many
 * compiles started from a cache and how many compiled in full.
 */
function createCodeCache() {
  /** By file name: the source last compiled, its first script or that script's code cache. */
  const entries = new Map();
  const counts = { cached: 0, full: 0 };

  function compile(source, params, options) {
    // No dynamic-import callback: callers only bring sources without `import(`, and the callback
    // would keep the script's first test file (its whole context) alive for the worker's life.
    const { filename, parsingContext } = options;
    let entry = entries.get(filename);
    if (entry?.source !== source) {
      entry = { source, script: undefined, data: undefined };
      entries.set(filename, entry);
    }
    if (entry.data === undefined && entry.script !== undefined) {
      entry.data = entry.script.createCachedData();
      entry.script = undefined;
    }
    const script = new vm.Script(`(function (${params.join(', ')}) {\n${source}\n})`, {
      filename,
      lineOffset: -1,
      cachedData: entry.data,
    });
    if (entry.data === undefined || script.cachedDataRejected === true) {
      entry.data = undefined;
      entry.script = script;
      counts.full += 1;
    } else {
      counts.cached += 1;
    }
    return script.runInContext(parsingContext);
  }

  return { compile, counts };
}

module.exports = { createCodeCache };
