import { PlatformManifestListSchema } from './platforms-info.schema.js';

const NATURE = {
  name: 'npg',
  longname: 'Nature',
  describe: 'Nature',
  domains: ['www.nature.com'],
  source: 'native',
  'pkb-packages': [],
};

describe('PlatformManifestListSchema', () => {
  it('keeps the documentation link and certifications the platforms page shows', () => {
    const [platform] = PlatformManifestListSchema.parse([
      {
        ...NATURE,
        docurl: 'http://analogist.couperin.org/platforms/npg/',
        certifications: { human: true, publisher: false },
      },
    ]);
    expect(platform?.docurl).toBe('http://analogist.couperin.org/platforms/npg/');
    expect(platform?.certifications).toEqual({ human: true, publisher: false });
  });

  it('accepts the api answer without them', () => {
    expect(PlatformManifestListSchema.parse([NATURE])).toEqual([NATURE]);
  });

  it('rejects a manifest that does not say where the platform comes from', () => {
    const { source: _source, ...withoutSource } = NATURE;
    expect(PlatformManifestListSchema.safeParse([withoutSource]).success).toBe(false);
  });
});
