import { parseJobSettings, type JobSettings } from '@sillage/shared-types';
import { PIPELINE_MIDDLEWARES, usesGeolocation } from './create-pipeline.js';
import { loadPipelineResources } from './load-resources.js';

function settingsOf(headers: Record<string, string>): JobSettings {
  const parsed = parseJobSettings(headers, { availableMiddlewares: PIPELINE_MIDDLEWARES });
  if (!parsed.ok) {
    throw new Error(parsed.failure.message);
  }
  return parsed.settings;
}

describe('usesGeolocation', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['the default chain', {}, true],
    ['Geoip: none (every geoip field is still set on the EC)', { Geoip: 'none' }, true],
    ['Clean-Only', { 'Clean-Only': 'true' }, false],
    ['a chain without geolocalizer', { 'ezPAARSE-Middlewares': '(only) filter, parser' }, false],
  ])('%s → %s', (_name, headers, expected) => {
    expect(usesGeolocation(settingsOf(headers))).toBe(expected);
  });
});

describe('loadPipelineResources', () => {
  it('skips the geolocation database when told no job geolocates', async () => {
    const resources = await loadPipelineResources({ geolocation: false });
    expect(resources.geolocator).toBeUndefined();
    expect(resources.catalog.platforms.length).toBeGreaterThan(0);
  });
});
