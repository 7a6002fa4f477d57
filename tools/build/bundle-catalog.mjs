// Rewrites libs/platforms/dist/catalog/index.js, the native catalog's registry as tsc wrote it
// (one import per platform folder, some 650 modules), as one module holding every definition.
// Node loads 650 ES modules in about 165 ms (resolve, read, compile, link each); the bundle loads
// in about 50, at every start of a job process, worker or api (ADR 0069). The rule engine and
// the rule families stay outside the bundle, imported from their own modules, so that every
// platform shares them with the rest of the library.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const dist = path.resolve(import.meta.dirname, '../../libs/platforms/dist');
const catalog = path.join(dist, 'catalog');
const entry = path.join(catalog, 'index.js');
// Beside the registry, so the imports kept outside resolve the same way from both.
const candidate = path.join(catalog, 'index.bundle.js');
const rules = path.join(dist, 'rules');

const BANNER = '// The native catalog in one module, by tools/build/bundle-catalog.mjs.';

if (!existsSync(entry)) {
  console.error(`bundle-catalog: ${entry} is missing; build the platforms library first`);
  process.exit(1);
}
// tsc rewrites the registry at every build; a bundle found here is this script's last output, from
// the same platform files.
if (readFileSync(entry, 'utf8').startsWith(BANNER)) {
  process.exit(0);
}

/** Imports of the rule engine stay imports, rewritten relative to the bundle's folder. */
const rulesStayOutside = {
  name: 'rules-stay-outside',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (target !== rules && !target.startsWith(`${rules}${path.sep}`)) {
        return undefined;
      }
      const relative = path.relative(catalog, target).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

await build({
  entryPoints: [entry],
  outfile: candidate,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Chained to tsc's maps, so stack traces still name the platform's TypeScript file.
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  banner: { js: BANNER },
  plugins: [rulesStayOutside],
});

/**
 * Every definition a registry exports, as text, read in a fresh node so each registry loads on
 * its own: patterns as their source and flags, functions by their arity (esbuild reprints their
 * code; the acceptance tables and the platform verification run the bundle's behaviour).
 */
function definitionsOf(file) {
  const script = `
    const registry = await import(${JSON.stringify(pathToFileURL(file).href)});
    const text = (key, value) =>
      value instanceof RegExp ? \`/\${value.source}/\${value.flags}\` :
      typeof value === 'function' ? \`function/\${value.length}\` : value;
    process.stdout.write(JSON.stringify(Object.entries(registry), text));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

// A bundle that would serve other rules than the modules it replaces is not installed.
if (definitionsOf(candidate) !== definitionsOf(entry)) {
  rmSync(candidate, { force: true });
  rmSync(`${candidate}.map`, { force: true });
  console.error(
    'bundle-catalog: the bundle exports other definitions than the registry; left as tsc wrote it',
  );
  process.exit(1);
}
renameSync(`${candidate}.map`, `${entry}.map`);
renameSync(candidate, entry);
