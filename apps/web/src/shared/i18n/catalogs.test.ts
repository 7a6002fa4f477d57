import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { ACCOUNT_FORM_REASONS, ERROR_CODES } from '@sillage/shared-types';
import path from 'node:path';
import en from './locales/en.json';
import fr from './locales/fr.json';

interface MessageDefinition {
  id: string;
  defaultMessage: string;
}

const SOURCE_ROOT = path.resolve(__dirname, '../..');

function listSourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' ? [] : listSourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

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

  it('write French apostrophes one way, the straight one most of its texts use', () => {
    // A stray typographic one (’) beside "l'envoi" reads as a slip; where a straight one would
    // start an ICU quote (before { } < # |), reword instead (the test above keeps that out).
    const catalog = fr as Record<string, string>;
    expect(Object.keys(catalog).filter((id) => catalog[id]?.includes('\u2019'))).toEqual([]);
  });

  it('keep French punctuation on its line: a no-break space before : ; ? ! and inside « »', () => {
    // A plain space lets a narrow screen start a line with ':' or '?'. U+00A0 before ':' and
    // inside guillemets, the narrower U+202F before ';' '?' '!' (as Intl's French numbers use).
    // An HTTP header quoted as sent ("COUNTER-Mode: r51") keeps its ASCII colon.
    const technical = /\b[A-Za-z]+(?:-[A-Za-z]+)+: /g;
    const slips = /(?<!\u00a0):|(?<!\u202f)[;?!]|«(?!\u00a0)|(?<!\u00a0)»/g;
    const catalog = fr as Record<string, string>;
    const slipped = Object.entries(catalog).flatMap(([id, text]) =>
      [...text.replace(technical, '').matchAll(slips)].map(
        (match) => `${id}: ${text.slice(Math.max(0, match.index - 20), match.index + 2)}`,
      ),
    );
    expect(slipped).toEqual([]);
  });

  it('keep a French percentage on one line: a no-break space before %, as Intl writes it', () => {
    const catalog = fr as Record<string, string>;
    expect(Object.keys(catalog).filter((id) => (catalog[id] ?? '').includes('} %'))).toEqual([]);
  });

  it('count nouns through a plural, never after a bare number ("1 lines read")', () => {
    // `{n, number} lines` reads "1 lines"; `{n, plural, one {# line} other {# lines}}` does not
    // (French also treats 0 as singular). Percentages and figures that end a label are not counts.
    const bareCount = /\{\w+, number\}\s*\p{L}/u;
    for (const catalog of [fr, en] as Record<string, string>[]) {
      expect(Object.keys(catalog).filter((id) => bareCount.test(catalog[id] ?? ''))).toEqual([]);
    }
  });

  it('spell English the British way, as most of its texts do ("recognised", "synchronised")', () => {
    const americanSpelling = /\b\w{3,}iz(?:e|es|ed|ing|ations?)\b/i;
    const catalog = en as Record<string, string>;
    expect(Object.keys(catalog).filter((id) => americanSpelling.test(catalog[id] ?? ''))).toEqual(
      [],
    );
  });

  it('write "email" in English, as most of its texts do, never "e-mail"', () => {
    const catalog = en as Record<string, string>;
    expect(Object.keys(catalog).filter((id) => /\be-mail/i.test(catalog[id] ?? ''))).toEqual([]);
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

  it('hold what `npm run i18n:extract` writes, value for value (whitespace included)', () => {
    // The extraction, run as package.json runs it, into a scratch file: a message whose catalog
    // text differs from its source (wherever it is defined), or that the extractor rewrites
    // (it trims a trailing space unless told not to), fails here rather than on the next run.
    const webRoot = path.resolve(SOURCE_ROOT, '..');
    const manifest = JSON.parse(fs.readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const [command, ...args] = (manifest.scripts['i18n:extract'] ?? '')
      .match(/"[^"]*"|\S+/g)
      ?.map((token) => token.replace(/^"|"$/g, '')) ?? [''];
    expect(command).toBe('formatjs');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-i18n-'));
    try {
      const outFile = path.join(scratch, 'en.json');
      const at = args.indexOf('--out-file');
      args.splice(at, 2, '--out-file', outFile);
      execFileSync(path.resolve(webRoot, '../../node_modules/.bin/formatjs'), args, {
        cwd: webRoot,
        stdio: 'pipe',
      });
      const extracted = JSON.parse(fs.readFileSync(outFile, 'utf8')) as Record<string, string>;
      const catalog = en as Record<string, string>;
      const differing = Object.keys({ ...extracted, ...catalog }).filter(
        (id) => extracted[id] !== catalog[id],
      );
      expect(differing).toEqual([]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('name every error code of the API (the web shows errors.<CODE>)', () => {
    const catalog = en as Record<string, string>;
    expect(ERROR_CODES.filter((code) => catalog[`errors.${code}`] === undefined)).toEqual([]);
  });

  it('word every reason the API gives for a refused account form, in both languages', () => {
    for (const catalog of [en, fr] as Record<string, string>[]) {
      expect(
        ACCOUNT_FORM_REASONS.filter((reason) => catalog[`errors.${reason}`] === undefined),
      ).toEqual([]);
    }
  });

  it('hold every message id the code passes as a literal (snackbars, error keys)', () => {
    const catalog = en as Record<string, string>;
    const literalIds = listSourceFiles(SOURCE_ROOT).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const notified = [...text.matchAll(/notify(?:Error|Info|Success)\(\s*'([^']+)'/g)];
      const errorKeys = [...text.matchAll(/'(errors\.[A-Za-z_]+)'/g)];
      return [...notified, ...errorKeys].map((match) => match[1] ?? '');
    });
    expect(literalIds.length).toBeGreaterThan(20);
    expect([...new Set(literalIds)].filter((id) => catalog[id] === undefined)).toEqual([]);
  });
});
