import { MutableUrlView } from '../url/url-view.js';
import { compilePlatform } from './compile-platform.js';
import {
  compute,
  decode,
  equals,
  extract,
  firstOf,
  ifSet,
  int,
  issn,
  join,
  lit,
  lookup,
  lower,
  matches,
  not,
  pick,
  replace,
  slice,
  split,
  upper,
} from './helpers.js';
import type { Fields, Rule, RuleContext } from './rule.types.js';
import { PlatformDefinitionError } from './template.js';

function run(
  rules: Rule[],
  url: string,
  input: Record<string, unknown> = {},
): Record<string, unknown> {
  const parser = compilePlatform({ name: 't', longName: 'T', domains: ['t.org'], rules });
  const view = new MutableUrlView();
  view.reset(url);
  return parser.parse(view, { ...input, url });
}

const PATH = /^\/(?<kind>[a-z-]+)\/(?<id>[0-9X]+)(?:\.(?<ext>[a-z]+))?$/i;

describe('rule fields', () => {
  const cases: [string, Fields, string, Record<string, string>][] = [
    [
      'constants and captures',
      { rtype: 'ARTICLE', unitid: '{id}' },
      '/a/12',
      { rtype: 'ARTICLE', unitid: '12' },
    ],
    ['template omitted when a capture is missing', { x: 'v{ext}' }, '/a/12', {}],
    ['empty capture kept as ""', { x: '{kind}' }, '/a/12', { x: 'a' }],
    ['issn hyphenation', { x: issn('{id}') }, '/a/1234567X', { x: '1234-567X' }],
    ['issn keeps other lengths', { x: issn('{id}') }, '/a/123', { x: '123' }],
    [
      'upper / lower',
      { m: upper('{ext}'), k: lower('{kind}') },
      '/ABS/1.pdf',
      { m: 'PDF', k: 'abs' },
    ],
    [
      'lookup with fallback',
      { r: lookup('{kind}', { abs: 'ABS' }, 'ARTICLE') },
      '/full/1',
      { r: 'ARTICLE' },
    ],
    ['lookup without fallback omits', { r: lookup('{kind}', { abs: 'ABS' }) }, '/full/1', {}],
    ['join skips missing parts', { u: join('/', '{kind}', '{ext}', '{id}') }, '/a/7', { u: 'a/7' }],
    ['split by index from the end', { p: split('{kind}', '-', -1) }, '/a-b-c/1', { p: 'c' }],
    [
      'extract a named group',
      { y: extract('{id}', /^(?<y>[0-9]{2})/, 'y') },
      '/a/2024',
      { y: '20' },
    ],
    ['replace', { d: replace('{id}', /0/g, '-') }, '/a/1001', { d: '1--1' }],
    ['slice', { s: slice('{id}', 1, 3) }, '/a/12345', { s: '23' }],
    ['int drops leading zeros', { n: int('{id}') }, '/a/0042', { n: '42' }],
    [
      'pick on a condition',
      { m: pick(equals('{ext}', 'pdf'), 'PDF', 'HTML') },
      '/a/1',
      { m: 'HTML' },
    ],
    ['ifSet on an optional group', { m: ifSet('{ext}', 'PDF', 'HTML') }, '/a/1.pdf', { m: 'PDF' }],
    ['firstOf', { v: firstOf('{ext}', '{id}') }, '/a/9', { v: '9' }],
    ['literal braces', { v: lit('{id}'), w: '{{x}}' }, '/a/9', { v: '{id}', w: '{x}' }],
    [
      'hand-written value',
      { v: compute((ctx) => ctx.capture('id')?.length.toString(), 'id') },
      '/a/123',
      { v: '3' },
    ],
  ];
  it.each(cases)('%s', (_name, fields, path, expected) => {
    expect(run([{ path: PATH, fields }], `http://t.org${path}`)).toEqual(expected);
  });

  it('reads query parameters, URL parts and EC fields', () => {
    const fields: Fields = {
      q: '{q.term}',
      h: '{url.hostname}',
      s: '{ec.size}',
      part: split('{q.term}', ' ', 1),
    };
    expect(run([{ path: /^\//, fields }], 'http://t.org/?term=a+b', { size: 12 })).toEqual({
      q: 'a b',
      h: 't.org',
      s: '12',
      part: 'b',
    });
  });

  it('empties the result when decode() meets a malformed escape', () => {
    expect(() =>
      run([{ path: /^\/(?<x>.*)$/, fields: { v: decode('{x}') } }], 'http://t.org/%25E9'),
    ).toThrow(URIError);
  });
});

describe('rule matching', () => {
  const rules: Rule[] = [
    { host: 'pdf.t.org', path: /^\/(?<id>\d+)$/, fields: { mime: 'PDF', unitid: '{id}' } },
    { path: /^\/search$/, query: { q: true }, fields: { rtype: 'SEARCH' } },
    { path: /^\/search$/, query: { q: false }, fields: {} },
    {
      path: /^\/doc$/,
      query: { id: /^(?<doc>[0-9]+)$/, view: 'pdf' },
      fields: { unitid: '{doc}', mime: 'PDF' },
    },
    { path: /^\/doc$/, query: { id: /^(?<doc>[0-9]+)$/ }, fields: { unitid: '{doc}' } },
    { hash: /^#p(?<page>\d+)$/, fields: { first_page: '{page}' } },
    { path: /^\/x\/(?<id>\w+)$/, when: not(matches('{id}', /^tmp/)), fields: { unitid: '{id}' } },
    {
      path: /^\/code\/(?<id>\w+)$/,
      analyze: (ctx) => (ctx.capture('id') === 'skip' ? undefined : { unitid: ctx.capture('id') }),
    },
    { path: /^\/code\/(?<id>\w+)$/, fields: { unitid: 'fallback' } },
  ];
  const cases: [string, string, Record<string, string>][] = [
    ['host restriction matches', 'http://pdf.t.org/12', { mime: 'PDF', unitid: '12' }],
    ['host restriction skips other hosts', 'http://t.org/12', {}],
    ['query presence', 'http://t.org/search?q=x', { rtype: 'SEARCH' }],
    [
      'empty query value counts as absent; first matching rule wins even when empty',
      'http://t.org/search?q=',
      {},
    ],
    [
      'query equality and capture',
      'http://t.org/doc?id=42&view=pdf',
      { unitid: '42', mime: 'PDF' },
    ],
    ['query capture without equality', 'http://t.org/doc?id=42&view=html', { unitid: '42' }],
    ['hash pattern', 'http://t.org/read#p12', { first_page: '12' }],
    ['when condition', 'http://t.org/x/tmp1', {}],
    ['when condition holds', 'http://t.org/x/abc', { unitid: 'abc' }],
    ['code hook', 'http://t.org/code/abc', { unitid: 'abc' }],
    [
      'code hook declining passes to the next rule',
      'http://t.org/code/skip',
      { unitid: 'fallback' },
    ],
  ];
  it.each(cases)('%s', (_name, url, expected) => {
    expect(run(rules, url)).toEqual(expected);
  });

  it('falls back to the platform analyze hook when no rule matched', () => {
    const parser = compilePlatform({
      name: 't',
      longName: 'T',
      domains: [],
      rules: [{ path: /^\/a$/, fields: { rtype: 'A' } }],
      analyze: (url) => ({ rtype: 'CODE', unitid: url.pathname ?? undefined, gone: undefined }),
    });
    const view = new MutableUrlView();
    view.reset('http://t.org/b');
    expect(parser.parse(view, { url: '' })).toEqual({ rtype: 'CODE', unitid: '/b' });
  });
});

describe('load-time checks', () => {
  it.each<[string, Rule]>([
    ['unknown capture', { path: /^\/(?<id>\d+)$/, fields: { unitid: '{idd}' } }],
    [
      'unknown capture inside a helper',
      { path: /^\/(?<id>\d+)$/, fields: { unitid: issn('{nope}') } },
    ],
    [
      'unknown capture in a condition',
      { path: /^\/(?<id>\d+)$/, when: matches('{nope}', /x/), fields: {} },
    ],
    ['stateful regex', { path: /^\/(?<id>\d+)$/g, fields: {} }],
    ['bad placeholder', { path: /^\//, fields: { x: '{a b}' } }],
  ])('rejects a rule with an %s', (_name, rule) => {
    expect(() => compilePlatform({ name: 't', longName: 'T', domains: [], rules: [rule] })).toThrow(
      PlatformDefinitionError,
    );
  });
});

describe('after a call', () => {
  // A platform asked rarely would otherwise pin its last event, and the input chunk its strings
  // were cut from, until its next URL.
  const URL = 'http://t.org/a/12';

  /** Parses URL with one rule whose hook sees the context; returns what the call kept. */
  function parseWithHook(hook: (ctx: RuleContext) => string | undefined) {
    let seen: RuleContext | undefined;
    const parser = compilePlatform({
      name: 't',
      longName: 'T',
      domains: ['t.org'],
      rules: [
        {
          path: /^\/a\/(?<id>\d+)$/,
          fields: {
            unitid: (ctx) => {
              seen = ctx;
              return hook(ctx);
            },
          },
        },
      ],
    });
    const view = new MutableUrlView();
    view.reset(URL);
    const input = { url: URL, login: 'someone' };
    const parse = () => parser.parse(view, input);
    return { parse, view, input, seen: () => seen };
  }

  it('lets go of the URL, the event and the captures it was given', () => {
    const call = parseWithHook((ctx) => ctx.capture('id'));
    expect(call.parse()).toEqual({ unitid: '12' });
    expect(call.seen()?.url).not.toBe(call.view);
    expect(call.seen()?.input).not.toBe(call.input);
    expect(call.seen()?.capture('id')).toBeUndefined();
  });

  it('lets go of them when a rule throws too', () => {
    const call = parseWithHook(() => {
      throw new Error('broken hook');
    });
    expect(call.parse).toThrow('broken hook');
    expect(call.seen()?.input).not.toBe(call.input);
  });
});

describe('rules sharing a pattern', () => {
  /** A pattern that counts how often it runs (no named groups: those are renumbered into a copy). */
  class CountingRegExp extends RegExp {
    runs = 0;
    override exec(subject: string): RegExpExecArray | null {
      this.runs += 1;
      return super.exec(subject);
    }
  }
  const URL = 'http://t.org/doi/10.1000/xyz';

  function twoRules(pattern: RegExp, options?: { plain?: boolean }) {
    const parser = compilePlatform(
      {
        name: 't',
        longName: 'T',
        domains: ['t.org'],
        rules: [
          { path: pattern, query: { chapter: true }, fields: { rtype: 'BOOK_SECTION' } },
          { path: pattern, fields: { rtype: 'ARTICLE' } },
        ],
      },
      options,
    );
    const view = new MutableUrlView();
    view.reset(URL);
    return () => parser.parse(view, { url: URL });
  }

  it('run it once per URL, and again on the next call', () => {
    const pattern = new CountingRegExp('^/doi/(10\\.[0-9]+/[^/]+)$');
    const parse = twoRules(pattern);
    expect(parse()).toEqual({ rtype: 'ARTICLE' });
    expect(pattern.runs).toBe(1);
    expect(parse()).toEqual({ rtype: 'ARTICLE' });
    expect(pattern.runs).toBe(2);
  });

  it('run it once per rule when compiled plain', () => {
    const pattern = new CountingRegExp('^/doi/(10\\.[0-9]+/[^/]+)$');
    const parse = twoRules(pattern, { plain: true });
    expect(parse()).toEqual({ rtype: 'ARTICLE' });
    expect(pattern.runs).toBe(2);
  });
});
