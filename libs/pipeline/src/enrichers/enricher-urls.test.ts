import { parseEnricherUrls } from './enricher-urls.js';

describe('parseEnricherUrls', () => {
  it('reads a comma list of enricher=url, names in any case', () => {
    expect(
      parseEnricherUrls(' crossref=http://127.0.0.1:8080/cr , HAL=https://hal.example/api,'),
    ).toEqual({ crossref: 'http://127.0.0.1:8080/cr', hal: 'https://hal.example/api' });
    expect(parseEnricherUrls(undefined)).toEqual({});
  });

  it('names every unknown enricher and invalid URL in one error', () => {
    expect(() => parseEnricherUrls('datacite=http://x,istex=ftp://x,sudoc')).toThrow(
      /"datacite=http:\/\/x" is not <enricher>=<url>.*"ftp:\/\/x" is not an http\(s\) URL.*"sudoc" is not/,
    );
  });
});
