/**
 * Lets several batches be in flight through an ordered chain of steps while each step still sees
 * the batches one at a time and in input order: a batch enters step `s` only once the batch
 * before it has left that step. So while one batch waits on an asynchronous step (recognition
 * threads, a knowledge-base query), the next can go through the steps before it.
 */
export class BatchLanes {
  private readonly tails: Promise<void>[];
  private readonly inFlight: Promise<void>[] = [];

  constructor(
    steps: number,
    /** Batches allowed in flight before `admit` waits for the oldest. */
    private readonly depth: number,
  ) {
    this.tails = Array.from({ length: steps }, () => Promise.resolve());
  }

  /**
   * Runs `step(s)` for s = 0… in order, each after the previous batch's same step; resolves
   * when the batch is through. A step that throws lets later batches through, and ends this one.
   */
  private async pass<T>(
    value: T,
    step: (index: number, value: T) => T | Promise<T>,
  ): Promise<void> {
    let current = value;
    let failure: unknown;
    for (let index = 0; index < this.tails.length; index += 1) {
      const before = this.tails[index] ?? Promise.resolve();
      let release!: () => void;
      this.tails[index] = new Promise<void>((resolve) => {
        release = resolve;
      });
      try {
        await before;
        if (failure === undefined) {
          current = await step(index, current);
        }
      } catch (error) {
        failure = error;
      } finally {
        release();
      }
    }
    if (failure !== undefined) {
      throw failure instanceof Error
        ? failure
        : new Error('a pipeline step failed', { cause: failure });
    }
  }

  /**
   * Starts a batch through the steps; waits first while `depth` batches are in flight. Rejects
   * with the error of an earlier batch, so the caller stops reading.
   */
  async admit<T>(value: T, step: (index: number, value: T) => T | Promise<T>): Promise<void> {
    const passing = this.pass(value, step);
    // Handled through `inFlight`; never an unhandled rejection in between.
    passing.catch(() => undefined);
    this.inFlight.push(passing);
    while (this.inFlight.length >= this.depth) {
      await this.inFlight.shift();
    }
  }

  /** Waits for every batch in flight; rejects with the first failure. */
  async drain(): Promise<void> {
    const pending = this.inFlight.splice(0);
    const outcomes = await Promise.allSettled(pending);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed !== undefined) {
      throw failed.reason;
    }
  }

  /** Waits for every batch in flight, ignoring failures (the job already stops for one). */
  async settle(): Promise<void> {
    await Promise.allSettled(this.inFlight.splice(0));
  }
}
