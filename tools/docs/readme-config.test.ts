import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** Keys of the `EnvSchema = z.object({...})` literal of a config module, read from its source. */
function schemaKeys(file: string): string[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const start = source.indexOf('const EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = source.slice(start, end);
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1] ?? '');
}

/** Variables named in the first column of the README's configuration table. */
function documentedVariables(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## '));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

// Operators configure Sillage from the README; a variable the code reads but the table omits
// is a setting nobody can discover.
describe('README configuration table', () => {
  const documented = documentedVariables();

  it.each(['apps/api/src/config.ts', 'apps/worker/src/config.ts'])(
    'lists every variable read by %s',
    (file) => {
      const keys = schemaKeys(file);
      expect(keys.length).toBeGreaterThan(5);
      expect(keys.filter((key) => !documented.has(key))).toEqual([]);
    },
  );

  it('lists no variable that no process reads', () => {
    const read = new Set([
      ...schemaKeys('apps/api/src/config.ts'),
      ...schemaKeys('apps/worker/src/config.ts'),
    ]);
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
