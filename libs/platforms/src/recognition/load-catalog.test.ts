import { loadPlatformCatalog } from './load-catalog.js';
import type { LoadedCatalog } from './load-catalog.js';

let catalog: LoadedCatalog;
beforeAll(async () => {
  catalog = await loadPlatformCatalog();
});

describe('loadPlatformCatalog: trial order of the native catalog', () => {
  it('orders platforms by reference folder, not by name (strcmp, as the reference registers them)', () => {
    const folders = catalog.parsers.map((parser) => parser.folder ?? parser.info.name);
    expect(folders).toEqual([...folders].sort());
    const names = catalog.parsers.map((parser) => parser.info.name);
    // `upso` holds `University Press Scholarship Online `: by name it would come before every
    // lower-case platform; by folder it comes after `oso` and `oup`.
    expect(names.indexOf('oso')).toBeLessThan(names.indexOf('oup'));
    expect(names.indexOf('oup')).toBeLessThan(
      names.indexOf('University Press Scholarship Online '),
    );
  });

  it('gives a host shared by oso, oup and upso to oso first, like the reference', () => {
    const result = catalog.recognize({
      url: 'http://www.oxfordscholarship.com/view/10.1093/acprof:oso/9780199570188.001.0001/acprof-9780199570188-chapter-3',
    });
    expect(result.kind === 'recognized' ? [result.platform, result.fields.rtype] : result).toEqual([
      'oso',
      'BOOK_SECTION',
    ]);
  });
});
