import { parentPort } from 'node:worker_threads';
import { analyzeLogLine, type AnalyzeLogLineOptions } from './analyze-log-line.js';

/** One question to the assistant's thread, and its answer. */
export interface AnalysisRequest {
  text: string;
  options: AnalyzeLogLineOptions;
}

// Runs the format assistant off the thread that serves requests (see analysis-thread.ts).
parentPort?.on('message', ({ text, options }: AnalysisRequest) => {
  try {
    parentPort?.postMessage({ ok: true, analysis: analyzeLogLine(text, options) });
  } catch (error) {
    parentPort?.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
// Ready: the time limit of a request starts now, not while the thread loads its modules.
parentPort?.postMessage({ ready: true });
