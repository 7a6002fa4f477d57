import { checkPredefinedSetting } from './check-predefined-setting.js';
import { listUnknownMiddlewares } from './middleware-chain.js';

const AVAILABLE = ['filter', 'parser', 'deduplicator', 'crossref', 'qualifier', 'anonymizer'];

describe('listUnknownMiddlewares', () => {
  it('names anchors and inserted names this server lacks, once each, in header order', () => {
    expect(
      listUnknownMiddlewares(
        '(after crossref) ezunpaywall, ebscohost | (before ebscohost) x, filter, x',
        AVAILABLE,
      ),
    ).toEqual(['ezunpaywall', 'ebscohost', 'x']);
  });

  it('is empty without a header or when every name is known', () => {
    expect(listUnknownMiddlewares(undefined, AVAILABLE)).toEqual([]);
    expect(listUnknownMiddlewares('(only) filter, parser', AVAILABLE)).toEqual([]);
  });
});

describe('checkPredefinedSetting', () => {
  const sources = {
    predefined: {
      // The reference's 00-fr-bibcnrs: its anchor and middlewares are the reference's.
      bibcnrs: { headers: { 'ezPAARSE-Middlewares': '(after crossref) ezunpaywall,ebscohost' } },
      typo: { headers: { 'ezPAARSE-Middlewares': 'ezunpaywal' } },
      plain: { headers: { 'Crypted-Fields': 'none' } },
      badTraces: { headers: { 'Traces-Level': 'loud' } },
    },
    middlewaresChain: ['filter', 'parser', 'qualifier', 'anonymizer'],
    availableMiddlewares: AVAILABLE,
  };

  it('says a setting a job could use can run', () => {
    expect(checkPredefinedSetting('plain', sources)).toEqual({ canRun: true });
  });

  it("says a setting naming the reference's middlewares this server lacks runs without them", () => {
    expect(checkPredefinedSetting('bibcnrs', sources)).toEqual({
      canRun: true,
      skippedMiddlewares: ['ezunpaywall', 'ebscohost'],
    });
  });

  it("gives a job's refusal and the middlewares nobody knows", () => {
    const availability = checkPredefinedSetting('typo', sources);
    expect(availability).toMatchObject({
      canRun: false,
      status: 4025,
      unknownMiddlewares: ['ezunpaywal'],
    });
    expect(availability.canRun || availability.message).toMatch(/ezunpaywal/);
  });

  it('refuses other invalid headers too, with no middleware to name', () => {
    expect(checkPredefinedSetting('badTraces', sources)).toMatchObject({
      canRun: false,
      status: 4028,
      unknownMiddlewares: [],
    });
  });
});
