import { literalFirstSegments } from './first-segments.js';

describe('literalFirstSegments', () => {
  const key = (caseless: boolean, ...segments: string[]) => ({ segments, caseless });
  it.each([
    [/^\/doi\/(?<doi>.+)$/i, key(true, 'doi')],
    [/^\/Science\/article$/, key(false, 'Science')],
    [/^\/toc\/?$/i, key(true, 'toc')],
    [new RegExp('^/a\\.b\\-c(?:/|$)'), key(false, 'a.b-c')],
    [/^\/$/, key(false, '')],
    [/^\/(?:abs|full)\//, key(false, 'abs', 'full')],
    [/^\/(?:ehost|EDS)\/detail$/i, key(true, 'ehost', 'eds')],
    [/^\/(?:wol1\/)?doi\/x/i, key(true, 'wol1', 'doi')],
    [/^\/(?:enhanced\/doi|iucr)\/(?<doi>.+)$/, key(false, 'enhanced', 'iucr')],
    [/^\/search(?:\/advanced)?\/?$/, key(false, 'search')],
    [/^\/(?<kind>abs|pdf)\/(?<id>[0-9]+)$/, key(false, 'abs', 'pdf')],
    [/^\/(?:suggestions|myncbi)(?:\/|$)/, key(false, 'suggestions', 'myncbi')],
    [/^\/(?:x)??\/y/, key(false, 'x', '')],
    [/^\/xpls?\/(?:a|b)\.jsp$/i, key(true, 'xpls', 'xpl')],
    [/^\/a\/?$/, key(false, 'a')],
  ])('%s has literal first segments', (regex, expected) => {
    expect(literalFirstSegments(regex)).toEqual(expected);
  });

  it.each([
    /^\/doi.+$/, // the segment may go on
    /^\/dois*\/x/, // a repeated last letter
    /^\/doi\/?x/, // an optional slash lets the segment go on
    /^\/(?:abs|full)+\//, // a group repeated
    /^\/(?:abs|f[a-z]+)\//, // an alternative that is not literal
    /^\/(?:abs|(?:full))\//, // nested groups
    /^\/(?=doi)doi\//, // a lookahead
    /^\/(?:abs|full)/, // the segment may go on after the group
    /^(?:\/pubmed)?\/(?<pmid>[0-9]+)$/, // the second spelling has no literal segment
    /^\/doi\/x|^\/y/, // top-level alternation
    /^\/doi\//im, // `m` moves `^`
    /^\/kelvin\//iu, // `iu` folds K (U+212A) onto k
    /\/doi\//, // not anchored
    /^\/(?:a|b)(?:c|d)(?:e|f)(?:g|h)(?:i|j)\//, // more spellings than worth indexing
  ])('%s has none', (regex) => {
    expect(literalFirstSegments(regex)).toBeUndefined();
  });
});
