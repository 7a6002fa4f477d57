import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

// `npm run typecheck` checks the Node projects in one program (tsconfig.typecheck.json) instead of
// one per project, each of which re-checked every library it imports. That is only the same
// check while each of them has exactly the combined program's options and files: this test says
// so, and fails when a new project or a project's own tsconfig drifts from it.

const ROOT = path.resolve(__dirname, '../..');

interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

const projectDirs = ['apps', 'libs'].flatMap((group) =>
  readdirSync(path.join(ROOT, group))
    .map((name) => `${group}/${name}`)
    .filter((dir) => existsSync(path.join(ROOT, dir, 'project.json'))),
);
const script =
  (readJson('package.json') as { scripts: Record<string, string> }).scripts.typecheck ?? '';
const combined = readJson('tsconfig.typecheck.json') as TsConfig;

/** Whether the combined program's `include` holds this workspace-relative pattern. */
function combinedIncludes(pattern: string): boolean {
  const [group, , ...rest] = pattern.split('/');
  return (combined.include ?? []).some(
    (entry) => entry === pattern || entry === [group, '*', ...rest].join('/'),
  );
}

describe('npm run typecheck', () => {
  it('finds the projects it is meant to cover', () => {
    expect(projectDirs).toEqual(expect.arrayContaining(['apps/api', 'apps/web', 'libs/db']));
  });

  it.each(projectDirs)('checks %s with its own options and files', (dir) => {
    if (script.includes(`tsc -p ${dir}`)) {
      // A program of its own, from its own tsconfig.json.
      expect(existsSync(path.join(ROOT, dir, 'tsconfig.json'))).toBe(true);
      return;
    }
    const own = readJson(`${dir}/tsconfig.json`) as TsConfig;
    expect(own.extends).toBe('../../tsconfig.base.json');
    expect(own.compilerOptions).toEqual(combined.compilerOptions);
    for (const pattern of own.include ?? []) {
      expect({
        pattern: `${dir}/${pattern}`,
        included: combinedIncludes(`${dir}/${pattern}`),
      }).toEqual({
        pattern: `${dir}/${pattern}`,
        included: true,
      });
    }
  });
});
