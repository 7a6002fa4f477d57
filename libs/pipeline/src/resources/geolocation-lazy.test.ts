const databaseLoads: string[] = [];

jest.mock('geoip-lite', () => {
  databaseLoads.push('geoip-lite');
  return { lookup: () => null };
});

describe('geolocation database loading', () => {
  it('waits for the first geolocator, then is shared by every later one', async () => {
    const resources = await import('./index.js');
    expect(databaseLoads).toEqual([]);
    await resources.createGeolocator();
    await resources.createGeolocator();
    expect(databaseLoads).toEqual(['geoip-lite']);
  });
});
