import { readEnricherResourcesFromEnv } from './config.js';

describe('readEnricherResourcesFromEnv', () => {
  it('passes SILLAGE_ENRICHER_CONTACT on for the default User-Agent, mailto: or not', () => {
    expect(readEnricherResourcesFromEnv({ SILLAGE_ENRICHER_CONTACT: ' ops@example.org ' })).toEqual(
      {
        baseUrls: {},
        contact: 'ops@example.org',
      },
    );
    expect(
      readEnricherResourcesFromEnv({ SILLAGE_ENRICHER_CONTACT: 'mailto:ops@example.org' }).contact,
    ).toBe('ops@example.org');
  });

  it('refuses a contact that is not an address, naming the variable', () => {
    expect(() =>
      readEnricherResourcesFromEnv({ SILLAGE_ENRICHER_CONTACT: 'ops (at) example.org' }),
    ).toThrow('SILLAGE_ENRICHER_CONTACT: not an e-mail address');
  });

  it('names SILLAGE_ENRICHER_URLS when it cannot read it', () => {
    expect(() =>
      readEnricherResourcesFromEnv({ SILLAGE_ENRICHER_URLS: 'crossref=ftp://mirror' }),
    ).toThrow(/^SILLAGE_ENRICHER_URLS: /);
  });
});
