import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** How a worker thread of this library is started. */
export interface ThreadEntry {
  file: string;
  execArgv: string[];
}

/**
 * The worker file `<name>.js` beside the calling module (`moduleUrl`, its `import.meta.url`) when
 * built; otherwise its TypeScript source, compiled by swc (jest, benchmarks), which finds the
 * compiler options through SWC_NODE_PROJECT, set by jest's preset and the bench runner.
 */
export function threadEntry(moduleUrl: string, name: string): ThreadEntry {
  const here = path.dirname(fileURLToPath(moduleUrl));
  const built = path.join(here, `${name}.js`);
  if (existsSync(built)) {
    return { file: built, execArgv: [] };
  }
  return {
    file: path.join(here, `${name}.ts`),
    execArgv: ['--conditions=development', '--import', '@swc-node/register/esm-register'],
  };
}
