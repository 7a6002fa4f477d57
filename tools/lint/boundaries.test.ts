import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const BOUNDARY_RULE = '@nx/enforce-module-boundaries';

/**
 * Lints a throw-away file placed inside a project, so the rule sees that project's tags. Its
 * `.lint-probe.ts` name keeps it out of the typecheck, the builds and the lint run, which CI runs
 * beside these tests: tsc once listed a probe that was gone when it came to read it.
 */
async function lintProbe(projectDir: string, source: string): Promise<string[]> {
  const file = path.join(ROOT, projectDir, 'src', 'boundary.lint-probe.ts');
  writeFileSync(file, source);
  try {
    // Only the boundary rule, on a parse without type information: the rule reads imports and
    // the project graph, and building a project's type program took 30 s a probe under load.
    const eslint = new ESLint({
      cwd: ROOT,
      // The lint run's ignore list leaves probes out; this one is linted on purpose.
      ignore: false,
      ruleFilter: ({ ruleId }) => ruleId === BOUNDARY_RULE,
      overrideConfig: {
        languageOptions: { parserOptions: { project: false, projectService: false } },
      },
    });
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).filter((m) => m.ruleId === BOUNDARY_RULE).map((m) => m.message);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('module boundaries', () => {
  beforeAll(() => {
    // The Nx rule reads the cached project graph; make sure it exists and is current.
    execFileSync('npx', ['nx', 'show', 'projects'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  }, 120_000);

  it('forbid the contracts library from importing the data layer', async () => {
    const errors = await lintProbe(
      'libs/shared-types',
      "export { createDatabase } from '@sillage/db';\n",
    );
    expect(errors.join('\n')).toMatch(/tag/);
  }, 120_000);

  it('forbid a domain library from importing the data layer', async () => {
    const errors = await lintProbe(
      'libs/platforms',
      "export { createDatabase } from '@sillage/db';\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  }, 120_000);

  it('allow an app to import a library of its scope', async () => {
    const errors = await lintProbe(
      'apps/worker',
      "export { createDatabase } from '@sillage/db';\n",
    );
    expect(errors).toEqual([]);
  }, 120_000);

  const webExists = existsSync(path.join(ROOT, 'apps/web/project.json'));
  (webExists ? it : it.skip)(
    'forbid the web app from importing the data layer',
    async () => {
      const errors = await lintProbe('apps/web', "export { createDatabase } from '@sillage/db';\n");
      expect(errors.length).toBeGreaterThan(0);
    },
    120_000,
  );
});
