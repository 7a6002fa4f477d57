import { existsSync } from 'node:fs';
import fp from 'fastify-plugin';
import { pinFolder, redactPaths } from '@sillage/jobs';
import type { PlatformVerificationFailure } from '@sillage/shared-types';
import {
  readVerificationReport,
  startVerificationThread,
  verdictKeysOf,
  verificationSourcesKey,
  writeVerificationReport,
  type VerificationReport,
  type VerificationRun,
  type VerificationThreadOptions,
} from '@sillage/platforms';

/** The differential check of this api process (see `verifyPlatformPack`). */
export interface PlatformVerification {
  /**
   * The "pack ready" hook: call it whenever the platforms pack appeared or changed (first
   * provisioning, update). In the background, unless verdicts for this pack version and this
   * code exist, runs the check and caches its verdicts where jobs read them. A call during a
   * run queues one more run after it. Never throws: failures are logged and kept (see
   * {@link failure}).
   */
  verifyPlatformPack(): Promise<void>;
  /**
   * An admin asks again after a failure: the failure is forgotten at once (the answer shows the
   * check under way), then as {@link verifyPlatformPack}.
   */
  verifyAgain(): Promise<void>;
  /** The cached report for the current pack version, when there is one. */
  currentReport(): Promise<VerificationReport | undefined>;
  /**
   * The last run's failure, until a run starts again (an admin asks, the pack changes): without
   * it, verdicts would read "pending" forever and nobody would learn the check had stopped.
   */
  failure(): PlatformVerificationFailure | undefined;
  /** Calls `listener` whenever {@link failure} changes; returns the unsubscription. */
  onFailureChange(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    platformVerification: PlatformVerification;
  }
}

export interface PlatformVerificationOptions {
  /** The pack folders jobs load (SILLAGE_PLATFORM_PACKS). */
  packs: string[];
  verdictsDir: string;
  /** More URL sources: test-table folders and logs (SILLAGE_PLATFORM_VERIFY_TABLES / _LOGS). */
  tables: string[];
  logs: string[];
  /** Check when the app is ready (default true). */
  verifyOnStart?: boolean;
  /** Replaces the verification thread (tests). */
  start?: (options: VerificationThreadOptions) => VerificationRun;
  now?: () => Date;
}

/** Longest reason kept: an error's message can carry a whole stack or a parser's source. */
const MAX_REASON = 200;

/** An error as one short line without server paths (the status answer is public). */
export function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = redactPaths(message.split('\n')[0] ?? '').trim() || 'unknown error';
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/**
 * Runs the differential check of native platforms against the platforms pack in the background
 * (its own thread, so requests and jobs go on): after start-up and after each pack change.
 * Until its verdicts exist for a pack version, every platform of that pack serves from it.
 */
export const platformVerificationPlugin = fp<PlatformVerificationOptions>(
  (app, options, done) => {
    const sources = { tables: options.tables, logs: options.logs };
    const sourcesKey = verificationSourcesKey(sources);
    const start = options.start ?? ((threadOptions) => startVerificationThread(threadOptions));
    const log = app.log.child({ module: 'platform-verification' });
    let closed = false;
    // Read through a call: the app may close while a check awaits (no narrowing across awaits).
    const isClosed = () => closed;
    let current: VerificationRun | undefined;
    const now = options.now ?? (() => new Date());
    let lastFailure: PlatformVerificationFailure | undefined;
    // The pack version the running check is on, for its failure (unknown until its keys are read).
    let checking: string | undefined;
    // Read through a call: verifyOnce sets it meanwhile (no narrowing across awaits).
    const checkedPack = () => checking;
    const listeners = new Set<() => void>();
    const setFailure = (next: PlatformVerificationFailure | undefined) => {
      if (next === undefined && lastFailure === undefined) {
        return;
      }
      lastFailure = next;
      for (const listener of listeners) {
        listener();
      }
    };

    // Real paths: the check reads one version even if an update switches the pack meanwhile.
    const packFolders = async () =>
      Promise.all(options.packs.filter((dir) => existsSync(dir)).map(pinFolder));

    const currentReport = async (): Promise<VerificationReport | undefined> => {
      const packs = await packFolders();
      return packs.length === 0
        ? undefined
        : readVerificationReport(options.verdictsDir, await verdictKeysOf(packs));
    };

    const verifyOnce = async (): Promise<void> => {
      const packs = await packFolders();
      if (packs.length === 0 || isClosed()) {
        return;
      }
      const keys = await verdictKeysOf(packs);
      checking = keys.packKey;
      const cached = await readVerificationReport(options.verdictsDir, keys);
      if (cached?.sourcesKey === sourcesKey || isClosed()) {
        return;
      }
      log.info({ pack: keys.packKey }, 'checking native platforms against the pack');
      const run = start({ packs, ...sources });
      current = run;
      try {
        const report = await run.report;
        await writeVerificationReport(options.verdictsDir, report);
        const native = report.platforms.filter((verdict) => verdict.serving === 'native');
        log.info(
          {
            pack: report.packKey,
            native: native.length,
            pack_platforms: report.platforms.length - native.length,
            durationMs: report.durationMs,
          },
          'platform verdicts cached: native platforms proven equal serve natively from the next job',
        );
      } finally {
        current = undefined;
      }
    };

    let running: Promise<void> | undefined;
    let again = false;
    const askedAgain = () => again;
    const verifyPlatformPack = (): Promise<void> => {
      if (running !== undefined) {
        again = true;
        return running;
      }
      const loop = async () => {
        do {
          again = false;
          checking = undefined;
          // A new run: the last one's failure no longer tells where verdicts stand.
          setFailure(undefined);
          try {
            await verifyOnce();
          } catch (error) {
            if (!isClosed()) {
              log.error(
                { err: error, pack: checkedPack() },
                'platform verification failed: the pack serves every platform',
              );
              const packKey = checkedPack();
              setFailure({
                ...(packKey === undefined ? {} : { packKey }),
                reason: shortReason(error),
                at: now().toISOString(),
              });
            }
          }
        } while (askedAgain() && !isClosed());
      };
      running = loop().finally(() => {
        running = undefined;
      });
      return running;
    };

    const verifyAgain = (): Promise<void> => {
      setFailure(undefined);
      return verifyPlatformPack();
    };

    app.decorate('platformVerification', {
      verifyPlatformPack,
      verifyAgain,
      currentReport,
      failure: () => lastFailure,
      onFailureChange: (listener) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
    });
    if (options.verifyOnStart !== false) {
      app.addHook('onReady', () => {
        void verifyPlatformPack();
        return Promise.resolve();
      });
    }
    app.addHook('onClose', async () => {
      closed = true;
      await current?.stop();
      await running;
    });
    done();
  },
  { name: 'platform-verification' },
);
