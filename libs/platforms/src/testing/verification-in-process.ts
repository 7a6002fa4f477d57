import { NATIVE_PLATFORMS } from '../catalog/native-platforms.js';
import type { VerificationRun, VerificationThreadOptions } from '../verify/verification-thread.js';
import type { VerificationReport } from '../verify/verification.types.js';
import { verifyPlatforms } from '../verify/verify-platforms.js';

/** A stand-in for `startVerificationThread`, and the runs it started (a test awaits their reports). */
export interface InProcessVerification {
  start(options: VerificationThreadOptions): VerificationRun;
  /** The runs started so far, oldest first. */
  readonly runs: readonly VerificationRun[];
}

/**
 * The differential check, run in the test's own process on the built-in rules of `platforms`
 * only, the pack's parsers in process too. The real thread compiles the whole library and its
 * ~650 native platforms again from TypeScript (swc) and compiles every platform's rules: seconds
 * of CPU, which four jest workers on a 2-core CI host stretched past two minutes. A verdict on a
 * platform depends only on its own rules and the pack's; the thread itself is tested on its own
 * (verification-thread.test.ts).
 */
export function inProcessVerification(platforms: readonly string[]): InProcessVerification {
  const wanted = new Set(platforms);
  const nativeDefinitions = NATIVE_PLATFORMS.filter((definition) => wanted.has(definition.name));
  const runs: VerificationRun[] = [];
  return {
    runs,
    start(options) {
      const controller = new AbortController();
      const report = verifyPlatforms({
        ...options,
        threads: 0,
        nativeDefinitions,
        signal: controller.signal,
      });
      // Like the thread's: the caller may never wait for it (stopped at close).
      report.catch(() => undefined);
      const run: VerificationRun = {
        report,
        stop: async () => {
          controller.abort(new Error('platform verification stopped'));
          await report.catch(() => undefined);
        },
      };
      runs.push(run);
      return run;
    },
  };
}

/**
 * A stand-in for `startVerificationThread` that checks nothing: the run reports nothing until it
 * is stopped (as the app stops it at close), so no verdict is written and every platform of the
 * pack serves from it, as while a real check is under way. For tests that never read verdicts:
 * the real thread would keep a core busy for the whole test file.
 */
export function startNoVerification(): VerificationRun {
  let end!: (reason: Error) => void;
  const report = new Promise<VerificationReport>((_resolve, reject) => (end = reject));
  // Like the thread's: the caller may never wait for it.
  report.catch(() => undefined);
  return {
    report,
    stop: async () => {
      end(new Error('platform verification stopped'));
      await report.catch(() => undefined);
    },
  };
}
