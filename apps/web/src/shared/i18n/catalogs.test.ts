import fs from 'node:fs';
import path from 'node:path';
import en from './locales/en.json';
import fr from './locales/fr.json';

interface MessageDefinition {
  id: string;
  defaultMessage: string;
}

const SOURCE_ROOT = path.resolve(__dirname, '../..');

function listMessageModules(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return listMessageModules(full);
    }
    return entry.name.endsWith('.messages.ts') ? [full] : [];
  });
}

describe('message catalogs', () => {
  it('have the same keys in French and English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no apostrophe that ICU would read as a quote (before { } < # |)', () => {
    for (const catalog of [fr, en] as Record<string, string>[]) {
      expect(Object.entries(catalog).filter(([, text]) => /'[{}<#|]/.test(text))).toEqual([]);
    }
  });

  it('have no empty text', () => {
    for (const catalog of [fr, en] as Record<string, string>[]) {
      expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('hold every message defined in a *.messages.ts file, with its English text', async () => {
    const catalog = en as Record<string, string>;
    const modules = await Promise.all(
      listMessageModules(SOURCE_ROOT).map(
        (file) => import(file) as Promise<Record<string, Record<string, MessageDefinition>>>,
      ),
    );
    const defined = modules.flatMap((module) =>
      Object.values(module).flatMap((messages) => Object.values(messages)),
    );
    expect(defined.length).toBeGreaterThan(100);
    const stale = defined.filter((message) => catalog[message.id] !== message.defaultMessage);
    // Run `npm run i18n:extract -w @sillage/web` after changing a message.
    expect(stale.map((message) => message.id)).toEqual([]);
  });
});
