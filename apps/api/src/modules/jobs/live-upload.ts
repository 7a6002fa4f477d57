import { open, rm, stat, utimes, writeFile, type FileHandle } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobRow } from '@sillage/db';
import { isStorageFull, type StoredInput } from '@sillage/jobs';
import { resultExtensionOf, type UnstartedJob } from '@sillage/pipeline';
import type { JobSettings } from '@sillage/shared-types';
import {
  abortOutcome,
  cancelForGoneClient,
  hookHeaders,
  resultContentHeaders,
  sendFailure,
  sendTooLarge,
  sendUnfinished,
  STORAGE_FULL,
} from './job-answers.js';
import type { JobRuntime } from './job-runtime.plugin.js';
import { receiveUpload, UploadAbortedError, UploadTooLargeError } from './job-upload.js';
import { waitForJobEnd } from './wait-for-job.js';

/** How often the answer looks for new result bytes. */
const POLL_MS = 50;
/**
 * Bytes of result read at a time. Each read is a round trip to libuv's thread pool, which costs
 * the api's thread tens of microseconds on our virtual machines: 64 KiB reads of a 324 MB result
 * were 5 000 of them.
 */
const CHUNK_BYTES = 1024 * 1024;

export interface LiveJob {
  jobId: string;
  address: { jobId: string; ownerId: string | null; socketId: string | null };
  headers: Record<string, string>;
  settings: JobSettings;
  /** Its report should it end before the worker has started it. */
  unstarted: UnstartedJob;
  maxUploadBytes: number;
  /**
   * How often the input is touched while its body comes in, data or not: the worker reading it
   * takes an input silent for the stale limit for one whose api is gone.
   */
  uploadHeartbeatMs: number;
}

/**
 * `POST /` with a plain body, as the reference does it: the job is queued at once and reads the
 * body as it arrives, and its events stream back while the client is still sending (a `tail -f`
 * piped to curl gets events within a batch). Until the first result byte the answer can still be
 * a plain error status; after that, a job that fails or is cancelled ends the response without
 * its closing chunk, so the client sees an incomplete transfer rather than a short result that
 * looks whole (ADR 0012).
 */
export async function answerLive(
  runtime: JobRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  job: LiveJob,
  gone: AbortSignal,
) {
  const { storage, store, bus } = runtime;
  const { jobId, address, headers, settings } = job;
  const contentType = request.headers['content-type'];
  const contentEncoding = request.headers['content-encoding'];
  const input: StoredInput = {
    file: storage.inputFile(0),
    ...(contentType === undefined ? {} : { contentType }),
    ...(contentEncoding === undefined ? {} : { contentEncoding }),
    growing: true,
  };
  // The worker may open the input before the first byte arrives.
  await writeFile(storage.inputPath(jobId, input.file), '');
  await storage.writeInputs(jobId, [input]);
  if (!(await store.markEnqueued(jobId))) {
    return sendFailure(reply, {
      status: 5000,
      message: 'The job was cancelled during its upload.',
    });
  }
  await runtime.queue.enqueue(jobId);
  void bus.publish({ type: 'headers', ...address, headers }).catch(() => undefined);
  void bus.publish({ type: 'status', ...address, status: 'queued' }).catch(() => undefined);

  // Once answered, the rest of a body still coming in (the job failed, or `tail -f`) is dropped.
  reply.raw.once('close', () => {
    if (!request.raw.complete) {
      request.raw.destroy();
    }
  });
  const upload: { failure?: unknown } = {};
  const releaseClose = request.server.backgroundTasks.hold();
  const inputPath = storage.inputPath(jobId, input.file);
  const beat = setInterval(() => {
    const now = new Date();
    utimes(inputPath, now, now).catch(() => undefined);
  }, job.uploadHeartbeatMs);
  const uploaded = receiveUpload(request, storage, jobId, job.maxUploadBytes)
    .finally(() => {
      clearInterval(beat);
    })
    .then(() => storage.markInputComplete(jobId, input.file))
    .catch(async (error: unknown) => {
      upload.failure = error;
      const cancelled = error instanceof UploadAbortedError;
      const ended = await store.finishUnended(
        jobId,
        cancelled
          ? abortOutcome(request.server.isClosing() ? 'server-stopped' : 'upload-interrupted')
          : {
              status: 'error',
              errorCode:
                error instanceof UploadTooLargeError ? 413 : isStorageFull(error) ? 5002 : 5000,
              errorMessage: isStorageFull(error) ? STORAGE_FULL : (error as Error).message,
            },
        new Date(),
        job.unstarted,
      );
      if (ended) {
        // The worker reading the input stops at once instead of at its next heartbeat.
        await bus.publish({ type: 'cancel', jobId }).catch(() => undefined);
        await bus
          .publish({ type: 'status', ...address, status: cancelled ? 'abort' : 'error' })
          .catch(() => undefined);
      }
    })
    .finally(releaseClose);

  const end: { row?: JobRow | undefined; seen: boolean } = { seen: false };
  const ending = waitForJobEnd(runtime, jobId, gone).then((row) => {
    end.row = row;
    end.seen = true;
  });
  const partial = storage.resultTempPath(jobId, resultExtensionOf(settings));

  // Until the first result byte: the answer may still be a plain status.
  let handle: FileHandle | undefined;
  while (handle === undefined) {
    if (end.seen || upload.failure !== undefined) {
      // A failed upload ends the job; a job that ended first leaves the rest of the body unread.
      await ending;
      return answerBeforeOutput(
        runtime,
        request,
        reply,
        jobId,
        headers,
        settings,
        upload.failure,
        gone,
      );
    }
    handle = await openWhenNotEmpty(partial);
    if (handle === undefined) {
      await sleep(POLL_MS);
    }
  }
  try {
    await streamGrowingResult(runtime, reply, job, handle, end, gone);
  } finally {
    await handle.close();
    await uploaded;
  }
}

/** The job ended (or its upload failed) before writing any result: a plain answer. */
async function answerBeforeOutput(
  runtime: JobRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  jobId: string,
  headers: Record<string, string>,
  settings: JobSettings,
  uploadFailure: unknown,
  gone: AbortSignal,
) {
  if (gone.aborted || uploadFailure instanceof UploadAbortedError) {
    await leaveForGoneClient(runtime, jobId, reply.server.isClosing());
    return reply.hijack();
  }
  if (uploadFailure instanceof UploadTooLargeError) {
    return sendTooLarge(request, reply, uploadFailure.message, headers);
  }
  if (isStorageFull(uploadFailure)) {
    return sendFailure(reply, { status: 5002, message: STORAGE_FULL }, headers);
  }
  const row = await runtime.store.findById(jobId);
  if (row === undefined) {
    return sendFailure(reply, { status: 5000, message: 'The job disappeared.' }, headers);
  }
  if (row.status !== 'completed') {
    return sendUnfinished(reply, row, headers);
  }
  // Completed without a byte written before we looked (an empty result, or a very quick job).
  const result = await runtime.storage.findResult(jobId);
  const body = result === undefined ? Buffer.alloc(0) : await readAndRemove(result);
  return reply
    .code(200)
    .headers({ ...headers, ...resultContentHeaders(settings) })
    .send(body);
}

/**
 * The client of a live answer left: a job still running is cancelled (`client-gone`), and one
 * that completed meanwhile loses its result, which was its client's alone (the reference keeps
 * no result for POST jobs, and `GET /<id>` answers 404 for them).
 */
async function leaveForGoneClient(runtime: JobRuntime, jobId: string, isServerStopping: boolean) {
  const row = await runtime.store.findById(jobId);
  if (row === undefined) {
    return;
  }
  await cancelForGoneClient(runtime, row, isServerStopping);
  const result = await runtime.storage.findResult(jobId);
  if (result !== undefined) {
    await rm(result, { force: true });
  }
}

async function readAndRemove(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
    await rm(file, { force: true });
  }
}

async function openWhenNotEmpty(file: string): Promise<FileHandle | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  if ((await handle.stat()).size > 0) {
    return handle;
  }
  await handle.close();
  return undefined;
}

/**
 * Sends the result file while the job writes it, then ends the response only if the job
 * completed with this very file (a worker that died and was replaced writes a new one).
 */
async function streamGrowingResult(
  runtime: JobRuntime,
  reply: FastifyReply,
  job: LiveJob,
  handle: FileHandle,
  end: { row?: JobRow | undefined; seen: boolean },
  gone: AbortSignal,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...hookHeaders(reply),
    ...job.headers,
    ...resultContentHeaders(job.settings),
  });
  // A full read is handed to the socket as it is (the socket keeps it until sent), and the next
  // read gets a new buffer: no copy of the bulk of the result. A short one is copied, so that a
  // few bytes do not hold a mebibyte each.
  let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let position = 0;
  for (;;) {
    if (gone.aborted) {
      await leaveForGoneClient(runtime, job.jobId, reply.server.isClosing());
      raw.destroy();
      return;
    }
    // Whatever the job wrote before it ended is in the file: one read after seeing the end.
    const endedBeforeRead = end.seen;
    const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, position);
    if (bytesRead > 0) {
      position += bytesRead;
      let chunk: Buffer;
      if (bytesRead < CHUNK_BYTES / 4) {
        chunk = Buffer.from(buffer.subarray(0, bytesRead));
      } else {
        chunk = buffer.subarray(0, bytesRead);
        buffer = Buffer.allocUnsafe(CHUNK_BYTES);
      }
      if (!raw.write(chunk)) {
        await drainedOrClosed(raw);
      }
      continue;
    }
    if (endedBeforeRead) {
      const result = await runtime.storage.findResult(job.jobId);
      const whole =
        end.row?.status === 'completed' &&
        result !== undefined &&
        (await stat(result)).ino === (await handle.stat()).ino;
      if (whole) {
        raw.end();
        // The reference keeps no result for POST jobs; report, traces and rejects stay.
        await rm(result, { force: true });
      } else {
        raw.destroy();
      }
      return;
    }
    await sleep(POLL_MS);
  }
}

/**
 * Resolves once `raw` can take more or has closed, and leaves no listener behind. A race of two
 * `once()` left the loser's listeners on the response at every wait: a 300 MB answer gathered
 * thousands, warned of a leak and spent 0.2 s unhooking them when it closed.
 */
function drainedOrClosed(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.once('drain', done);
    raw.once('close', done);
  });
}
