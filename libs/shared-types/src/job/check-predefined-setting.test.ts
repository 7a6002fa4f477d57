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
      plain: { headers: { 'Crypted-Fields': 'none' } },
      badTraces: { headers: { 'Traces-Level': 'loud' } },
    },
    middlewaresChain: ['filter', 'parser', 'qualifier', 'anonymizer'],
    availableMiddlewares: AVAILABLE,
  };

  it('says a setting a job could use can run', () => {
    expect(checkPredefinedSetting('plain', sources)).toEqual({ canRun: true });
  });

  it("gives a job's refusal and the middlewares this server lacks", () => {
    const availability = checkPredefinedSetting('bibcnrs', sources);
    expect(availability).toMatchObject({
      canRun: false,
      status: 4025,
      unknownMiddlewares: ['ezunpaywall', 'ebscohost'],
    });
    expect(availability.canRun || availability.message).toMatch(/crossref/);
  });

  it('refuses other invalid headers too, with no middleware to name', () => {
    expect(checkPredefinedSetting('badTraces', sources)).toMatchObject({
      canRun: false,
      status: 4028,
      unknownMiddlewares: [],
    });
  });
});
