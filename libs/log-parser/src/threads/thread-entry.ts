import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuiltAfter } from './library-code.js';

/** How a worker thread of a server library is started. */
export interface ThreadEntry {
  file: string;
  execArgv: string[];
}

/**
 * The worker file `<name>.js` beside the calling module (`moduleUrl`, its `import.meta.url`) when
 * built. From the TypeScript sources (jest, benchmarks): the library's build of that file when it
 * was built after the sources' last change, since it is the same code and a thread then starts in
 * a tenth of the time (swc compiling the library took 2–3 s of CPU per thread, hundreds of times
 * a test run); otherwise the source itself, compiled by swc, which finds the compiler options
 * through SWC_NODE_PROJECT, set by jest's preset and the bench runner.
 */
export function threadEntry(moduleUrl: string, name: string): ThreadEntry {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const built = path.join(here, `${name}.js`);
  if (existsSync(built)) {
    return { file: built, execArgv: [] };
  }
  // Callers sit one folder under their library's sources (threads/, verify/, assistant/).
  const sources = path.dirname(here);
  const build = path.join(path.dirname(sources), 'dist');
  const buildOfSource = path.join(build, path.relative(sources, built));
  if (existsSync(buildOfSource) && isBuiltAfter(sources, build)) {
    return { file: buildOfSource, execArgv: [] };
  }
  return {
    file: path.join(here, `${name}.ts`),
    execArgv: ['--conditions=development', '--import', '@swc-node/register/esm-register'],
  };
}
