/** Where a job's line number falls: which input (0-based) and which line of it (1-based). */
export interface InputLine {
  input: number;
  line: number;
}

/**
 * Maps the job's line numbers back to the inputs they were read from. With several inputs the
 * numbers count lines in reading order across them, and the merge by time (ADR 0057) reads them
 * a batch of each in turn, so an input's lines are not one range: each run of lines read from
 * one input is kept (a few numbers per batch at most).
 */
export class InputLines {
  /** First job line number of each run, ascending. */
  private readonly starts: number[] = [];
  private readonly inputs: number[] = [];
  /** What to add to a job line number of the run to get the line number in its input. */
  private readonly offsets: number[] = [];
  /** Lines read from each input before its current run. */
  private readonly readBefore: number[] = [];
  private current = -1;
  private currentStart = 0;

  /** Notes that `input` is read next, `linesRead` lines having been read from all inputs. */
  enter(input: number, linesRead: number): void {
    if (input === this.current) {
      return;
    }
    if (this.current >= 0) {
      this.readBefore[this.current] =
        (this.readBefore[this.current] ?? 0) + linesRead - this.currentStart;
    }
    this.current = input;
    this.currentStart = linesRead;
    this.starts.push(linesRead + 1);
    this.inputs.push(input);
    this.offsets.push((this.readBefore[input] ?? 0) - linesRead);
  }

  /** The input and line a job line number stands for; undefined before any input was read. */
  locate(lineNumber: number): InputLine | undefined {
    let low = 0;
    let high = this.starts.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.starts[middle] ?? 0) <= lineNumber) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    const input = this.inputs[found];
    const offset = this.offsets[found];
    return input === undefined || offset === undefined
      ? undefined
      : { input, line: lineNumber + offset };
  }
}
