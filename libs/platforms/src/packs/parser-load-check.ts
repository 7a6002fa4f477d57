import path from 'node:path';
import { messageOf } from '../recognition/recognizer.js';
import { listPackPlatformFolders, type PackProblem } from './load-packs.js';
import { PackRuntime } from './pack-runtime.js';

/**
 * The platforms of a pack whose `parser.js` does not load (it throws at its top level, requires
 * a module it may not, exports no Parser, or loops past the load budget). Jobs compile parsers
 * on first use, so such a parser costs every line of its platform without failing any load:
 * checking a new pack version asks each parser to load once, here, on the calling thread (`only`:
 * these platform folders of the pack, to check a pack in parts).
 */
export function findUnloadableParsers(dir: string, only?: readonly string[]): PackProblem[] {
  const root = path.resolve(dir);
  // Only loading happens here (its own budget); the call budget is never used.
  const runtime = new PackRuntime(root, { kind: 'guarded', callBudgetMs: 1 });
  const problems: PackProblem[] = [];
  const folders =
    only === undefined ? listPackPlatformFolders(root) : only.map((name) => path.join(root, name));
  for (const folder of folders) {
    try {
      runtime.loadParser(path.join(folder, 'parser.js'));
    } catch (error) {
      problems.push({ folder, message: messageOf(error) });
    }
  }
  return problems;
}
