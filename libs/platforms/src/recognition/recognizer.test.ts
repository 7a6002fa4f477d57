import { compilePlatform } from '../rules/compile-platform.js';
import type { PlatformDefinition } from '../rules/rule.types.js';
import type { PlatformParser } from './platform-parser.js';
import { ParserTimeoutError } from './platform-parser.js';
import type { RecognitionTrace } from './recognition.types.js';
import { Recognizer, hostOfUrl } from './recognizer.js';

const alpha: PlatformDefinition = {
  name: 'alpha',
  longName: 'Alpha',
  publisherName: 'Alpha Press',
  domains: ['shared.org', 'alpha.org', '*.wild.org'],
  rules: [
    {
      path: /^\/alpha\/(?<id>\d+)$/,
      fields: { rtype: 'ARTICLE', unitid: '{id}', _granted: 'false' },
    },
  ],
};
const beta: PlatformDefinition = {
  name: 'beta',
  longName: 'Beta',
  domains: ['shared.org', 'beta.org'],
  rules: [{ path: /^\/(?:alpha|beta)\/(?<id>\d+)$/, fields: { rtype: 'TOC', unitid: '{id}' } }],
};

function throwing(name: string, error: Error): PlatformParser {
  return {
    info: { name, longName: name, domains: ['broken.org'], source: 'pack' },
    parse: () => {
      throw error;
    },
  };
}

function recognizer(traces: RecognitionTrace[] = []): Recognizer {
  return new Recognizer(
    [
      compilePlatform(alpha),
      compilePlatform(beta),
      throwing('crash', new Error('boom')),
      throwing('slow', new ParserTimeoutError('too slow')),
    ],
    (trace) => traces.push(trace),
  );
}

describe('Recognizer', () => {
  it('tries the candidates of a shared host in order, the first non-empty result winning', () => {
    expect(recognizer().recognize({ url: 'http://shared.org/alpha/1' })).toEqual({
      kind: 'recognized',
      platform: 'alpha',
      platformName: 'Alpha',
      publisherName: 'Alpha Press',
      source: 'native',
      fields: { rtype: 'ARTICLE', unitid: '1' },
      granted: false,
      urlOnly: true,
    });
    expect(recognizer().recognize({ url: 'http://shared.org/beta/2' })).toEqual({
      kind: 'recognized',
      platform: 'beta',
      platformName: 'Beta',
      source: 'native',
      fields: { rtype: 'TOC', unitid: '2' },
      granted: true,
      urlOnly: true,
    });
  });

  it('reports unqualified with the first candidate when every candidate gives nothing', () => {
    expect(recognizer().recognize({ url: 'http://shared.org/other' })).toEqual({
      kind: 'unqualified',
      platform: 'alpha',
      urlOnly: true,
    });
  });

  it('reports unqualified when the URL does not decode', () => {
    expect(recognizer().recognize({ url: 'http://alpha.org/alpha/%E9' })).toEqual({
      kind: 'unqualified',
      platform: 'alpha',
      urlOnly: true,
    });
  });

  it('reports an unknown domain, looked up exactly', () => {
    expect(recognizer().recognize({ url: 'http://www.alpha.org/alpha/1' })).toEqual({
      kind: 'unknown-domain',
      urlOnly: true,
    });
  });

  it('uses the given domain rather than the URL host', () => {
    expect(
      recognizer().recognize({ url: 'http://proxy.local/beta/3', domain: 'beta.org' }),
    ).toMatchObject({
      kind: 'recognized',
      platform: 'beta',
    });
  });

  it('falls back to Force-Parser only when no platform claims the host', () => {
    const r = recognizer();
    expect(r.recognize({ url: '/beta/4' }, { forceParser: 'beta' })).toMatchObject({
      platform: 'beta',
      fields: { unitid: '4' },
    });
    expect(r.recognize({ url: 'http://alpha.org/alpha/5' }, { forceParser: 'beta' })).toMatchObject(
      { platform: 'alpha' },
    );
    expect(r.recognize({ url: 'http://nowhere.org/beta/4' }, { forceParser: 'nobody' })).toEqual({
      kind: 'unknown-domain',
      urlOnly: true,
    });
  });

  it('keeps only the Filter-Platforms candidates and reports the others filtered', () => {
    const r = recognizer();
    const filterPlatforms = ['beta'];
    expect(r.recognize({ url: 'http://alpha.org/alpha/1' }, { filterPlatforms })).toEqual({
      kind: 'filtered',
      urlOnly: true,
    });
    expect(r.recognize({ url: 'http://shared.org/alpha/1' }, { filterPlatforms })).toMatchObject({
      platform: 'beta',
    });
  });

  it('matches *.domain entries only with Allow-Domain-Wildcards', () => {
    const r = recognizer();
    expect(r.recognize({ url: 'http://x.y.wild.org/alpha/1' })).toEqual({
      kind: 'unknown-domain',
      urlOnly: true,
    });
    expect(
      r.recognize({ url: 'http://x.y.wild.org/alpha/1' }, { allowDomainWildcards: true }),
    ).toMatchObject({ platform: 'alpha' });
    expect(
      r.recognize({ url: 'http://wild.org/alpha/1' }, { allowDomainWildcards: true }),
    ).toMatchObject({ platform: 'alpha' });
  });

  it('sends the failures of one call to its own onTrace (a job log) instead of the catalog one', () => {
    const catalogTraces: RecognitionTrace[] = [];
    const jobTraces: RecognitionTrace[] = [];
    recognizer(catalogTraces).recognize(
      { url: 'http://broken.org/y' },
      { onTrace: (trace) => jobTraces.push(trace) },
    );
    expect(catalogTraces).toEqual([]);
    expect(jobTraces.map((trace) => [trace.platform, trace.kind, trace.url])).toEqual([
      ['crash', 'error', 'http://broken.org/y'],
      ['slow', 'timeout', 'http://broken.org/y'],
    ]);
  });

  it('adds knowledge-base hosts to a platform, in catalog order among the host candidates', () => {
    const r = recognizer();
    expect(r.recognize({ url: 'http://kb-only.org/beta/7' }).kind).toBe('unknown-domain');
    expect(r.addHosts('beta', ['KB-only.org', 'alpha.org'])).toBe(true);
    expect(r.recognize({ url: 'http://kb-only.org/beta/7' })).toMatchObject({
      kind: 'recognized',
      platform: 'beta',
      fields: { rtype: 'TOC', unitid: '7' },
    });
    // alpha.org now has both platforms: alpha (first in the catalog) is still tried first.
    expect(r.recognize({ url: 'http://alpha.org/alpha/1' })).toMatchObject({ platform: 'alpha' });
    expect(r.recognize({ url: 'http://alpha.org/beta/2' })).toMatchObject({ platform: 'beta' });
    expect(r.addHosts('nobody', ['x.org'])).toBe(false);
  });

  it('turns a throwing or slow parser into an empty result and a trace', () => {
    const traces: RecognitionTrace[] = [];
    const r = recognizer(traces);
    // Pack parsers may read any field of the event: their outcome is never the URL's alone.
    expect(r.recognize({ url: 'http://broken.org/x' })).toEqual({
      kind: 'unqualified',
      platform: 'crash',
      urlOnly: false,
    });
    expect(traces).toEqual([
      {
        platform: 'crash',
        source: 'pack',
        kind: 'error',
        url: 'http://broken.org/x',
        message: 'boom',
      },
      {
        platform: 'slow',
        source: 'pack',
        kind: 'timeout',
        url: 'http://broken.org/x',
        message: 'too slow',
      },
    ]);
  });
});

describe('Recognizer urlOnly', () => {
  const sized: PlatformDefinition = {
    name: 'sized',
    longName: 'Sized',
    domains: ['sized.org'],
    rules: [
      {
        path: /^\/big\/(?<id>\d+)$/,
        fields: { rtype: 'ARTICLE', unitid: '{id}', size: '{ec.size}' },
      },
      { path: /^\/(?<id>\d+)$/, fields: { rtype: 'TOC', unitid: '{id}' } },
    ],
  };
  const r = new Recognizer([compilePlatform(sized)]);

  it('is true when only the URL was read, false once a rule read another field', () => {
    expect(r.recognize({ url: 'http://sized.org/7' }).urlOnly).toBe(true);
    expect(r.recognize({ url: 'http://sized.org/big/7', size: '12' })).toMatchObject({
      fields: { size: '12' },
      urlOnly: false,
    });
    // The flag is per call: the next URL-only outcome is reusable again.
    expect(r.recognize({ url: 'http://sized.org/8' }).urlOnly).toBe(true);
  });
});

describe('hostOfUrl', () => {
  it.each([
    ['http://WWW.Example.org:8080/x', 'www.example.org'],
    ['https://a.b?x', 'a.b'],
    ['/relative/path', undefined],
  ])('%s → %s', (url, host) => {
    expect(hostOfUrl(url)).toBe(host);
  });
});
