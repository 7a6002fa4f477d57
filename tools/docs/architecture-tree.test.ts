import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The projects of the monorepo: every folder of apps/ and libs/. */
function projects(): string[] {
  return ['apps', 'libs'].flatMap((group) =>
    readdirSync(path.join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${group}/${entry.name}`),
  );
}

/** The folders directly under a project's src/. */
function sourceFolders(project: string): string[] {
  return readdirSync(path.join(ROOT, project, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The folders architecture.md lists under `<project>/src/`, up to the next project's heading. */
function documentedFolders(tree: string, project: string): string[] {
  const heading = `\n${project}/src/`;
  const start = tree.indexOf(heading);
  if (start === -1) {
    return [];
  }
  const lines = tree
    .slice(start + heading.length)
    .split('\n')
    .slice(1);
  const block = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('  ')),
  );
  return block.map((line) => line.trim().split(/\s+/)[0]?.replace(/\/$/, '') ?? '').sort();
}

// House style: the folder tree tells the architecture, so every top-level folder of every
// project's sources has its line in docs/architecture.md; a new folder without one fails here.
describe('docs/architecture.md', () => {
  const tree = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

  it.each(projects())('names every top-level folder of %s/src', (project) => {
    const folders = sourceFolders(project);
    if (folders.length === 0) {
      expect(tree).toContain(`${project}/src/ flat:`);
      return;
    }
    expect(documentedFolders(tree, project)).toEqual(folders);
  });
});
