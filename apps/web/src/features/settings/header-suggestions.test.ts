import { buildHeaderSuggestionGroups, HEADER_SUGGESTIONS } from './header-suggestions.js';

const MIDDLEWARES = {
  enabled: ['filter', 'hal', 'qualifier'],
  headers: [
    { name: 'hal', headers: [{ name: 'hal-cache' }, { name: 'hal-enrich' }] },
    { name: 'filter', headers: [] },
    { name: 'crossref', headers: [{ name: 'crossref-enrich' }] },
    { name: 'istex', headers: [{ name: 'istex-enrich' }] },
  ],
};

const labels = (groups: ReturnType<typeof buildHeaderSuggestionGroups>) =>
  groups.map((group) => (group.kind === 'category' ? group.category : `mw:${group.middleware}`));

describe('buildHeaderSuggestionGroups', () => {
  it('offers the five built-in categories when middlewares are unknown', () => {
    expect(labels(buildHeaderSuggestionGroups(null, []))).toEqual([
      'encoding',
      'format',
      'extraction',
      'deduplication',
      'other',
    ]);
  });

  it('adds a group per running middleware that reads headers, chain first then added ones', () => {
    const groups = buildHeaderSuggestionGroups(MIDDLEWARES, ['istex', 'hal']);
    expect(labels(groups).slice(HEADER_SUGGESTIONS.length)).toEqual(['mw:hal', 'mw:istex']);
    expect(groups.at(-2)?.names).toEqual(['hal-cache', 'hal-enrich']);
  });

  it('leaves out middlewares that will not run', () => {
    expect(labels(buildHeaderSuggestionGroups(MIDDLEWARES, []))).not.toContain('mw:crossref');
  });
});
