// Entry point of a recognition thread: runs pack parsers by direct calls, as fast as native code.
// A parser that never returns is the main thread's business: its watchdog ends this thread.
import { parentPort, workerData } from 'node:worker_threads';
import { answerItem, createThreadParsers } from './thread-parsers.js';
import {
  IDLE,
  PROGRESS_CHUNK,
  PROGRESS_ITEM,
  PROGRESS_LOADING,
  PROGRESS_PARSER,
  type ThreadInit,
  type ThreadRequest,
  type ThreadResponse,
} from './pool-protocol.js';

const init = workerData as ThreadInit;
const progress = new Int32Array(init.progress);
const parsers = createThreadParsers(init.parsers, (loading) => {
  Atomics.store(progress, PROGRESS_LOADING, loading ? 1 : 0);
});
const noteParser = (id: number) => {
  Atomics.store(progress, PROGRESS_PARSER, id);
};

parentPort?.on('message', (request: ThreadRequest) => {
  Atomics.store(progress, PROGRESS_CHUNK, request.chunk);
  const answers = request.items.map((item, index) => {
    Atomics.store(progress, PROGRESS_ITEM, index);
    return answerItem(parsers, item, noteParser);
  });
  Atomics.store(progress, PROGRESS_CHUNK, IDLE);
  const response: ThreadResponse = { chunk: request.chunk, answers };
  parentPort?.postMessage(response);
});
