import { AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { waitFor } from '@testing-library/react';
import { createAppStore, type AppStore } from '../../app/store.js';
import { createHttpError, createSessionUser } from '../../test/builders.js';
import { authApi } from '../auth/auth.api.js';
import { authActions } from '../auth/auth.slice.js';
import { socketActions } from '../live-events/socket.slice.js';
import { settingsActions } from '../settings/settings.slice.js';
import { getFiles, registerFiles } from './file-registry.js';
import { processApi, type UploadRequest } from './process.api.js';
import { buildFilesBody, judgeReport } from './process.saga.js';
import { processActions } from './process.slice.js';

const OK_REPORT = { general: { 'Job-Done': true, 'nb-ecs': 3 } };

function okResponse(): AxiosResponse<unknown> {
  const headers = new AxiosHeaders();
  return { status: 200, statusText: 'OK', headers, config: { headers }, data: '...' };
}

/** Starts a job on a real store with its sagas; returns the store and what the upload received. */
function runWith(
  upload: (request: UploadRequest, store: AppStore) => Promise<AxiosResponse<unknown>>,
  source: 'files' | 'lines' = 'files',
) {
  jest.spyOn(authApi, 'fetchSession').mockRejectedValue(new Error('no session in tests'));
  const store = createAppStore();
  store.dispatch(socketActions.socketConnected('socket-1'));
  store.dispatch(socketActions.logEntryReceived({ level: 'info', message: 'from a previous job' }));
  store.dispatch(processActions.logLinesEdited('line 1\nline 2'));
  store.dispatch(
    processActions.filesAdded(registerFiles([new File(['b'], 'b.log'), new File(['a'], 'A.log')])),
  );
  store.dispatch(settingsActions.fieldEdited({ name: 'outputFormat', value: 'application/json' }));
  const requests: UploadRequest[] = [];
  jest.spyOn(processApi, 'uploadJob').mockImplementation((request) => {
    requests.push(request);
    return upload(request, store);
  });
  store.dispatch(processActions.processRequested(source));
  const settled = waitFor(() => {
    expect(store.getState().process.progress).toBe(100);
  });
  return { store, requests, settled };
}

describe('runJob', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('goes progress → finalization → end, sending settings headers and the socket id', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    const statuses: (string | null)[] = [];
    const { store, requests, settled } = runWith(async (request, current) => {
      await Promise.resolve(); // real progress events come later, from the network
      request.onProgress(40);
      statuses.push(current.getState().process.status);
      request.onProgress(100);
      statuses.push(current.getState().process.status);
      return okResponse();
    });
    await settled;
    expect(statuses).toEqual(['progress', 'finalization']);
    const state = store.getState().process;
    expect(state).toMatchObject({
      status: 'end',
      progress: 100,
      step: 3,
      isCancelable: false,
      report: OK_REPORT,
    });
    expect(requests[0]?.headers).toMatchObject({
      Accept: 'application/json',
      'Socket-ID': 'socket-1',
    });
    expect(requests[0]?.jobId).toBe(state.jobId);
    const body = requests[0]?.body as FormData;
    expect(body.getAll('files[]').map((file) => (file as File).name)).toEqual(['A.log', 'b.log']);
  });

  it('sends pasted lines as the body when asked to', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    const { requests, settled } = runWith(() => Promise.resolve(okResponse()), 'lines');
    await settled;
    expect(requests[0]?.body).toBe('line 1\nline 2');
  });

  it('resets the live report and traces when a job starts', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    let liveAtUpload: unknown = null;
    const { settled } = runWith((_request, current) => {
      liveAtUpload = current.getState().socket;
      return Promise.resolve(okResponse());
    });
    await settled;
    expect(liveAtUpload).toMatchObject({ report: {}, logging: [] });
  });

  it('ends in error with the report status message', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue({
      general: {
        'Job-Done': true,
        status: 4003,
        'status-message': 'No line of the log matches the log format.',
      },
    });
    const { store, settled } = runWith(() => Promise.resolve(okResponse()));
    await settled;
    expect(store.getState().process).toMatchObject({
      status: 'error',
      error: 'No line of the log matches the log format.',
      errorCode: 4003,
    });
  });

  it('ends in error without a message when the report lacks Job-Done', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue({ general: {} });
    const { store, settled } = runWith(() => Promise.resolve(okResponse()));
    await settled;
    expect(store.getState().process).toMatchObject({ status: 'error', error: null });
  });

  it('stores the server message when the upload fails', async () => {
    const failure = createHttpError(400, {
      statusCode: 400,
      code: 4013,
      kind: 'VALIDATION_FAILED',
      message: 'Output-Fields items must start with + or -.',
    });
    const { store, settled } = runWith(() => Promise.reject(failure));
    await settled;
    expect(store.getState().process).toMatchObject({
      status: 'error',
      error: 'Output-Fields items must start with + or -.',
      errorCode: 4013,
      progress: 100,
    });
  });

  it("shows the server's detail of the case before the reference's general message", async () => {
    const failure = createHttpError(400, {
      statusCode: 400,
      code: 4028,
      kind: 'VALIDATION_FAILED',
      message: 'A header has an invalid value.',
      detail: 'Clean-Only must be true or false, not "maybe".',
    });
    const { store, settled } = runWith(() => Promise.reject(failure));
    await settled;
    expect(store.getState().process).toMatchObject({
      error: 'Clean-Only must be true or false, not "maybe".',
      errorCode: 4028,
    });
  });

  it('reads the code of an error body that arrived as text, never showing the raw JSON', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      code: 4003,
      kind: 'VALIDATION_FAILED',
      message: 'No line of the log matches the log format.',
    };
    const failure = createHttpError(400, JSON.stringify(body));
    const { store, settled } = runWith(() => Promise.reject(failure));
    await settled;
    expect(store.getState().process).toMatchObject({
      status: 'error',
      error: body.message,
      errorCode: 4003,
    });
  });

  it("drops a signed-out user's job, files, lines and settings, and never hears its upload again", async () => {
    let answer: (response: AxiosResponse<unknown>) => void = () => undefined;
    const { store } = runWith(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await waitFor(() => {
      expect(store.getState().process.status).toBe('progress');
    });
    store.dispatch(socketActions.reportReceived({ general: { 'nb-lines-input': 5 } }));
    const entries = store.getState().process.logFiles;
    expect(getFiles(entries)).toHaveLength(2);
    store.dispatch(authActions.workDiscarded());
    const clean = createAppStore().getState();
    expect(store.getState().process).toEqual(clean.process);
    expect(store.getState().settings.form).toEqual(clean.settings.form);
    expect(store.getState().socket.report).toEqual({});
    expect(getFiles(entries)).toEqual([]);
    // The upload answered after the sign-out changes nothing on the next user's page.
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    answer(okResponse());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().process).toEqual(clean.process);
  });

  it('goes back to the settings, files kept, when the upload is refused for a lost session', async () => {
    const lost = createHttpError(401, { statusCode: 401, message: 'notAuthenticated' });
    const { store } = runWith(() => Promise.reject(lost));
    await waitFor(() => {
      expect(store.getState().process.step).toBe(2);
    });
    expect(store.getState().process).toMatchObject({
      status: null,
      error: null,
      errorCode: null,
      jobId: null,
      progress: 0,
    });
    expect(store.getState().process.logFiles).toHaveLength(2);
  });

  it('reads the report once its user signed in again, when the session ended while the job ran', async () => {
    const fetchReport = jest
      .spyOn(processApi, 'fetchReport')
      .mockRejectedValueOnce(createHttpError(401, { statusCode: 401, message: 'notAuthenticated' }))
      .mockResolvedValue(OK_REPORT);
    const { store, settled } = runWith(() => Promise.resolve(okResponse()));
    await waitFor(() => {
      expect(fetchReport).toHaveBeenCalledTimes(1);
    });
    expect(store.getState().process.status).not.toBe('error');
    store.dispatch(authActions.loginSucceeded(createSessionUser('user')));
    await settled;
    expect(fetchReport).toHaveBeenCalledTimes(2);
    expect(store.getState().process).toMatchObject({ status: 'end', report: OK_REPORT });
  });

  it('aborts on cancel, asks the server to stop, and raises no error', async () => {
    const cancelJob = jest.spyOn(processApi, 'cancelJob').mockResolvedValue();
    const { store, settled } = runWith(
      (request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            reject(new CanceledError());
          });
        }),
    );
    expect(store.getState().process.isCancelable).toBe(true);
    store.dispatch(processActions.cancelRequested());
    await settled;
    expect(store.getState().process).toMatchObject({
      status: 'abort',
      error: null,
      isCancelable: false,
    });
    expect(cancelJob).toHaveBeenCalledWith(store.getState().process.jobId);
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('tells the server before it drops the upload, and stays cancelled when the server answers first', async () => {
    const aborted = createHttpError(
      409,
      JSON.stringify({ statusCode: 409, message: 'Cancelled by the user.' }),
    );
    let endUpload: (() => void) | undefined;
    const { store, requests, settled } = runWith(
      () =>
        new Promise((_resolve, reject) => {
          // As the server does: a cancelled job's upload is answered 409.
          endUpload = () => {
            reject(aborted);
          };
        }),
    );
    const droppedWhenTold: boolean[] = [];
    jest.spyOn(processApi, 'cancelJob').mockImplementation(async () => {
      droppedWhenTold.push(requests[0]?.signal.aborted ?? true);
      endUpload?.();
      await Promise.resolve();
    });
    store.dispatch(processActions.cancelRequested());
    await settled;
    expect(droppedWhenTold).toEqual([false]);
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(store.getState().process).toMatchObject({ status: 'abort', error: null });
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('trusts the server when the job ended before the cancel: completed, with a notice', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    let endUpload: (() => void) | undefined;
    const { store, requests, settled } = runWith(
      () =>
        new Promise((resolve) => {
          endUpload = () => {
            resolve(okResponse());
          };
        }),
    );
    let statusWhileAsking: string | null = null;
    jest.spyOn(processApi, 'cancelJob').mockImplementation(async () => {
      statusWhileAsking = store.getState().process.status;
      // The job completes as the DELETE arrives: its upload is answered, the DELETE refused.
      endUpload?.();
      await Promise.resolve();
      throw createHttpError(409, { statusCode: 409, kind: 'CONFLICT', message: 'jobAlreadyEnded' });
    });
    store.dispatch(processActions.cancelRequested());
    await settled;
    expect(statusWhileAsking).toBe('progress');
    expect(requests[0]?.signal.aborted).toBe(false);
    expect(store.getState().process).toMatchObject({
      status: 'end',
      report: OK_REPORT,
      hasEndedBeforeCancel: true,
      isCancelling: false,
    });
    expect(store.getState().notifications.queue).toEqual([]);
  });

  it('shows the real outcome when the upload is answered before the refused cancel', async () => {
    jest.spyOn(processApi, 'fetchReport').mockResolvedValue(OK_REPORT);
    let refuseCancel: (() => void) | undefined;
    jest.spyOn(processApi, 'cancelJob').mockImplementation(
      () =>
        new Promise((_resolve, reject) => {
          refuseCancel = () => {
            reject(createHttpError(409, { message: 'jobAlreadyEnded' }));
          };
        }),
    );
    const { store, settled } = runWith(async (_request, current) => {
      await Promise.resolve(); // the cancel watcher starts once the upload has begun
      current.dispatch(processActions.cancelRequested());
      setTimeout(() => refuseCancel?.(), 0);
      return okResponse();
    });
    await settled;
    expect(store.getState().process).toMatchObject({ status: 'end', hasEndedBeforeCancel: true });
  });
});

describe('judgeReport', () => {
  const none = { code: null, message: null, reason: null };
  it.each([
    [{ general: { 'Job-Done': true } }, 200, { isSuccess: true, failure: none }],
    [{ general: { 'Job-Done': true } }, 500, { isSuccess: false, failure: none }],
    [{ general: { 'Job-Done': false } }, 200, { isSuccess: false, failure: none }],
    [
      { general: { 'Job-Done': true, 'status-message': 'boom' } },
      200,
      { isSuccess: false, failure: { code: null, message: 'boom', reason: null } },
    ],
    [
      { general: { 'Job-Done': true, status: 4022 } },
      200,
      { isSuccess: false, failure: { code: 4022, message: null, reason: null } },
    ],
    [
      { general: { 'Job-Done': false, status: 4003, 'status-reason': 'binary-input' } },
      200,
      { isSuccess: false, failure: { code: 4003, message: null, reason: 'binary-input' } },
    ],
    [{}, 200, { isSuccess: false, failure: none }],
  ])('%j with HTTP %i gives %j', (report, status, expected) => {
    expect(judgeReport(report, status)).toEqual(expected);
  });
});

describe('buildFilesBody', () => {
  it('puts every file under files[] sorted by name', () => {
    const body = buildFilesBody([new File(['x'], 'zeta.log'), new File(['y'], 'Alpha.log')]);
    expect(body.getAll('files[]').map((file) => (file as File).name)).toEqual([
      'Alpha.log',
      'zeta.log',
    ]);
  });
});
