const opened: string[] = [];

jest.mock('./geoip-data-files.js', () => ({
  GeoipDataFiles: class {
    constructor() {
      opened.push('city database');
    }
    lookup(): null {
      return null;
    }
  },
}));

describe('geolocation database loading', () => {
  it('waits for the first geolocator, then is shared by every later one', async () => {
    const resources = await import('./index.js');
    expect(opened).toEqual([]);
    await resources.createGeolocator();
    await resources.createGeolocator();
    expect(opened).toEqual(['city database']);
  });
});
