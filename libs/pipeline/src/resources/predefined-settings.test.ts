import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BUILT_IN_PREDEFINED_SETTINGS,
  loadPredefinedSettings,
  parsePredefinedSettings,
} from './index.js';

const ACCEPTANCE = path.resolve(__dirname, '../../../../../shared/acceptance');
const REFERENCE_FILE = path.join(ACCEPTANCE, 'resources/predefined-settings.json');
const BUILT_IN_COUNT = Object.keys(BUILT_IN_PREDEFINED_SETTINGS).length;

async function writeTemp(content: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'predefined-'));
  const file = path.join(dir, 'settings.json');
  await writeFile(file, content);
  return file;
}

describe('loadPredefinedSettings', () => {
  it('gives the built-in generic entries without a file', async () => {
    const settings = await loadPredefinedSettings(undefined);
    expect(Object.keys(settings).sort()).toEqual(Object.keys(BUILT_IN_PREDEFINED_SETTINGS).sort());
    expect(BUILT_IN_COUNT).toBeGreaterThanOrEqual(2);
  });

  it('loads the 128 reference entries next to the built-in ones', async () => {
    const settings = await loadPredefinedSettings(REFERENCE_FILE);
    expect(Object.keys(settings)).toHaveLength(128 + BUILT_IN_COUNT);
    expect(settings['00-fr-inist']).toEqual({
      fullName: 'INIST-CNRS',
      country: 'FR',
      headers: { 'Crypted-Fields': 'none' },
    });
  });

  it('reads an entry without headers as having none', async () => {
    const settings = await loadPredefinedSettings(REFERENCE_FILE);
    expect(settings['10-us-uml']?.headers).toEqual({});
  });

  it('lets a file entry replace a built-in one of the same key', async () => {
    const file = await writeTemp(
      JSON.stringify({
        'sillage-ezproxy-default': { fullName: 'Ours', headers: { 'Log-Format-ezproxy': '%h %t' } },
      }),
    );
    const settings = await loadPredefinedSettings(file);
    expect(settings['sillage-ezproxy-default']).toEqual({
      fullName: 'Ours',
      headers: { 'Log-Format-ezproxy': '%h %t' },
    });
  });

  it('accepts a file with a BOM', async () => {
    const file = await writeTemp('\uFEFF{"x":{"fullName":"X","country":"FR","headers":{}}}');
    await expect(loadPredefinedSettings(file)).resolves.toHaveProperty('x.fullName', 'X');
  });

  it.each([
    ['an empty file', '', /Cannot read predefined settings .*settings\.json/],
    ['a file that is not JSON', '{"a":', /Cannot read predefined settings/],
  ])('rejects %s naming the file', async (_case, content, message) => {
    await expect(loadPredefinedSettings(await writeTemp(content))).rejects.toThrow(message);
  });

  it('rejects a missing file', async () => {
    await expect(
      loadPredefinedSettings(path.join(tmpdir(), 'no-such-settings.json')),
    ).rejects.toThrow(/Cannot read predefined settings/);
  });
});

describe('parsePredefinedSettings', () => {
  it.each<[string, unknown, RegExp]>([
    ['an array', [], /expected an object/],
    ['null', null, /expected an object/],
    [
      'an entry without fullName',
      { 'my-key': { headers: {} } },
      /entry "my-key" is invalid[\s\S]*fullName/,
    ],
    ['an empty fullName', { k: { fullName: '', headers: {} } }, /entry "k" is invalid/],
    [
      'a numeric header value',
      { 'bad-header': { fullName: 'B', headers: { 'Double-Click-PDF': 30 } } },
      /entry "bad-header"[\s\S]*Double-Click-PDF/,
    ],
    [
      'a country that is not a string',
      { c: { fullName: 'C', country: 33, headers: {} } },
      /entry "c"[\s\S]*country/,
    ],
    ['an entry that is a string', { s: 'ezproxy' }, /entry "s" is invalid/],
  ])('rejects %s', (_case, data, message) => {
    expect(() => parsePredefinedSettings(data, 'test.json')).toThrow(message);
  });

  it('keeps entries without a country', () => {
    expect(
      parsePredefinedSettings({ k: { fullName: 'K', headers: { Accept: 'text/csv' } } }),
    ).toEqual({
      k: { fullName: 'K', headers: { Accept: 'text/csv' } },
    });
  });
});
