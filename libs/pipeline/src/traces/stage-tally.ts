import type { TraceLogger } from './trace-logger.js';

interface StageFigures {
  batches: number;
  eventsIn: number;
  eventsOut: number;
  ms: number;
}

/**
 * What each stage of a job did, for `Traces-Level: verbose` and below: events in and out (those
 * a stage held, such as double-click windows, count as out when it lets them go) and the time
 * spent (waiting on recognition threads or a network enricher included), said once when the job
 * is done; at `debug`, also a line per input batch. Created only when those levels are on, so an
 * ordinary job pays nothing for it.
 */
export class StageTally {
  private readonly figures: StageFigures[];
  private batches = 0;

  constructor(
    private readonly names: readonly string[],
    private readonly trace: TraceLogger,
  ) {
    this.figures = names.map(() => ({ batches: 0, eventsIn: 0, eventsOut: 0, ms: 0 }));
  }

  /** One stage has handled a batch: `eventsIn` went in, `eventsOut` came out, in `ms`. */
  record(stage: number, eventsIn: number, eventsOut: number, ms: number): void {
    const figures = this.figures[stage];
    if (figures !== undefined) {
      figures.batches += 1;
      figures.eventsIn += eventsIn;
      figures.eventsOut += eventsOut;
      figures.ms += ms;
    }
  }

  /** An input batch was parsed: its line range and how many events it gave (debug). */
  parsed(firstLine: number, lastLine: number, events: number): void {
    this.batches += 1;
    if (this.trace.enabled('debug')) {
      this.trace.log(
        'debug',
        `batch ${String(this.batches)}: lines ${String(firstLine)}-${String(lastLine)} gave ${String(events)} events`,
      );
    }
  }

  /** One verbose line per stage that saw a batch, in chain order. */
  report(): void {
    this.names.forEach((name, index) => {
      const figures = this.figures[index];
      if (figures === undefined || figures.batches === 0) {
        return;
      }
      const { eventsIn, eventsOut, ms } = figures;
      this.trace.log(
        'verbose',
        `stage ${name}: ${String(eventsIn)} events in, ${String(eventsOut)} out, ${ms.toFixed(0)} ms`,
      );
    });
  }
}
