import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { FormatAnalysis } from '@sillage/shared-types';
import { createHttpError } from '../../test/builders.js';
import { createDefaultSettings } from '../settings/settings-model.js';
import type { SavedSetting } from '../settings/settings.api.js';
import { buildAnalysisRequest, judgeAnalysis, splitAtBreak } from './format-analysis.js';
import { formatApi } from './format.api.js';
import { analyzeLines, discoverFormats } from './format.saga.js';
import { formatActions } from './format.slice.js';

const ANALYSIS: FormatAnalysis = {
  autoDetect: true,
  proxy: 'ezproxy',
  format: '%h %l %u %t "%r" %s %b',
  formatBreak: 22,
  strictMatch: true,
  regexp: '^(.+) (.+)$',
  regexpBreak: 11,
  missing: [],
  ec: { host: '1.2.3.4' },
};

const setting = (id: string, headers: Record<string, string>): SavedSetting => ({
  id,
  fullName: id,
  country: null,
  headers,
  isPredefined: false,
});

function stateWith(logLines: string, settings: SavedSetting[] = [], isActive = true) {
  return {
    format: { isActive },
    process: { logLines },
    settings: { form: createDefaultSettings(), custom: settings, predefined: [] },
  };
}

describe('analyzeLines', () => {
  it('sends the lines with auto-detection and stores the analysis', async () => {
    await expectSaga(analyzeLines)
      .withState(stateWith('1.2.3.4 - - [x] "GET /"'))
      .provide([[matchers.call.fn(formatApi.analyze), ANALYSIS]])
      .call(formatApi.analyze, { logLines: '1.2.3.4 - - [x] "GET /"' })
      .put(formatActions.analysisReceived(ANALYSIS))
      .run();
  });

  it('clears the result for empty lines without calling the server', async () => {
    await expectSaga(analyzeLines)
      .withState(stateWith('   '))
      .put(formatActions.analysisReceived(null))
      .not.call.fn(formatApi.analyze)
      .run();
  });

  it('does nothing away from the designer page', async () => {
    await expectSaga(analyzeLines)
      .withState(stateWith('a line', [], false))
      .not.call.fn(formatApi.analyze)
      .run();
  });

  it('says it cannot analyse when the call fails', async () => {
    await expectSaga(analyzeLines)
      .withState(stateWith('a line'))
      .provide([[matchers.call.fn(formatApi.analyze), throwError(new Error('down'))]])
      .put.like({ action: { payload: { messageId: 'errors.cannotGetlogFormat' } } })
      .run();
  });

  it("gives the server's reason when it names one (too many analyses waiting)", async () => {
    const refused = createHttpError(429, {
      statusCode: 429,
      kind: 'RATE_LIMITED',
      message: 'analysesWaiting',
    });
    await expectSaga(analyzeLines)
      .withState(stateWith('a line'))
      .provide([[matchers.call.fn(formatApi.analyze), throwError(refused)]])
      .put(formatActions.analysisReceived(null))
      .put.like({
        action: {
          payload: {
            messageId: 'errors.analysesWaiting',
            fallbackIds: ['errors.RATE_LIMITED', 'errors.cannotGetlogFormat'],
          },
        },
      })
      .run();
  });
});

describe('discoverFormats', () => {
  it('keeps the saved settings whose format matches strictly, without touching the form', async () => {
    const settings = [
      setting('apache-combined', { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b' }),
      setting('squid', { 'Log-Format-squid': '%ts %tu' }),
      setting('broken', { 'Log-Format-ezproxy': '%{' }),
    ];
    await expectSaga(discoverFormats)
      .withState(stateWith('line', settings))
      .provide({
        call(effect, next) {
          if (effect.fn === formatApi.analyze) {
            const request = effect.args[0] as { proxy?: string };
            if (request.proxy === 'ezproxy') {
              throw new Error('bad format');
            }
            return { ...ANALYSIS, strictMatch: request.proxy === 'apache' };
          }
          return next();
        },
      })
      .put(formatActions.discoveryFinished(['apache-combined']))
      .not.put.actionType('settings/settingSelected')
      .run();
  });

  it('leaves out a setting this server cannot run, whose format would match', async () => {
    const apache = { 'Log-Format-apache': '%h %l %u %t "%r" %>s %b' };
    const settings: SavedSetting[] = [
      { ...setting('runs', apache), isPredefined: true, availability: { canRun: true } },
      {
        ...setting('lacks-middlewares', apache),
        isPredefined: true,
        availability: {
          canRun: false,
          status: 4025,
          message: 'Middleware not found: sesion-id',
          unknownMiddlewares: ['sesion-id'],
        },
      },
    ];
    await expectSaga(discoverFormats)
      .withState(stateWith('line', settings))
      .provide([[matchers.call.fn(formatApi.analyze), ANALYSIS]])
      .put(formatActions.discoveryFinished(['runs']))
      .run();
  });
});

describe('format analysis helpers', () => {
  it('builds the request from the log type, format and date format', () => {
    expect(
      buildAnalysisRequest('l', {
        ...createDefaultSettings(),
        logType: 'squid',
        logFormat: ' %ts ',
        dateFormat: 'X',
      }),
    ).toEqual({ logLines: 'l', proxy: 'squid', format: '%ts', dateFormat: 'X' });
  });

  it.each([
    [null, 'none'],
    [ANALYSIS, 'match'],
    [{ ...ANALYSIS, missing: ['date'] }, 'partial'],
    [{ ...ANALYSIS, strictMatch: false }, 'failed'],
  ] as const)('judges analysis case %#', (analysis, expected) => {
    expect(judgeAnalysis(analysis as FormatAnalysis | null)).toBe(expected);
  });

  it('splits the format where matching stopped', () => {
    expect(splitAtBreak('%h %u %t', 3)).toEqual({ matched: '%h ', rest: '%u %t' });
    expect(splitAtBreak('abc', 10)).toEqual({ matched: 'abc', rest: '' });
  });
});
