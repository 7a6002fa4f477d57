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

/** The README's sentence listing what `sillage-worker` reads. */
function workerSentence(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('`sillage-worker` reads');
  const end = readme.indexOf('give the api and every worker', start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  return readme.slice(start, end);
}

// An operator sets on each worker what this sentence names: a variable missing from it is one
// the workers silently run without (another resources pack than the api's, say).
it("names every variable the worker reads in the README's worker sentence", () => {
  const sentence = workerSentence();
  const named = [...sentence.matchAll(/`([A-Z][A-Z0-9_]+)(\*?)`/g)].map(
    ([, name = '', wildcard]) => (wildcard === '*' ? new RegExp(`^${name}`) : name),
  );
  const isNamed = (key: string) =>
    named.some((entry) => (typeof entry === 'string' ? entry === key : entry.test(key)));
  expect(schemaKeys('apps/worker/src/config.ts').filter((key) => !isNamed(key))).toEqual([]);
});

/** `ENV` assignments of the container image's last stage. */
function imageEnvironment(): Map<string, string> {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const environment = new Map<string, string>();
  for (const [, assignments = ''] of runtime.matchAll(/^ENV (.+)$/gm)) {
    for (const [, name = '', value = ''] of assignments.matchAll(/([A-Z_]+)=(\S+)/g)) {
      environment.set(name, value);
    }
  }
  return environment;
}

// No container engine runs in CI (README), so these are the image's only checks.
describe('the container image', () => {
  it('listens on every interface: the api defaults to loopback', () => {
    expect(imageEnvironment().get('HOST')).toBe('0.0.0.0');
  });

  it('gives its data folder to the user it runs as, before declaring it a volume', () => {
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    const chown = runtime.indexOf(`chown ${user ?? '?'}:${user ?? '?'} /data`);
    expect(user).toBe('node');
    expect(chown).toBeGreaterThan(-1);
    expect(chown).toBeLessThan(runtime.indexOf('VOLUME ["/data"]'));
    expect(imageEnvironment().get('SILLAGE_DATA_DIR')).toBe('/data');
  });
});
