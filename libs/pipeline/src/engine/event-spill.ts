import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { createEventFields } from './event-fields.js';
import type { PipelineEvent } from './pipeline-event.js';

/** Bytes of records gathered before one write to the file, and read from it at once. */
const WRITE_CHUNK_BYTES = 1 << 20;
const READ_CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;
/** Where a record's field names and values start. */
const FIRST_FIELD = 5;

/**
 * One record on disk, a JSON array: line number, timestamp (null for NaN), granted (1 or 0),
 * raw line, CSV record (0 when none), then the fields that are set, as name and value in turn.
 * An array of strings is what JSON reads and writes fastest, and unset fields take no room.
 */
type SpilledRecord = [
  number,
  number | null,
  0 | 1,
  string,
  Readonly<Record<string, string>> | 0,
  ...string[],
];

/**
 * A first-in first-out store on disk for events a stage holds, read back in the order written.
 *
 * Why: the double-click windows hold every event until later log time has passed them. With
 * timestamps coarser than the windows (a date without a time, a clock stuck on one second), that
 * is every event of the log: about 800 bytes each in memory, and a job of a few million lines
 * would outgrow the heap. Those events leave in input order, the order they came in, so a plain
 * append-only file read from the front serves them.
 *
 * The file is unlinked as soon as it is open: nothing is left behind if the process dies, and
 * its space returns when the store is closed. An event comes back without its `hostFacts` and
 * `derived`: they are the job's caches, which the next stage to need them fills in again.
 */
export class EventSpill {
  private fd: number | undefined;
  /** The file's name while it could not be unlinked open (Windows): removed on close. */
  private linkedFile: string | undefined;
  /** Records not written yet, encoded straight into this buffer (no joined string to copy). */
  private pending = Buffer.alloc(WRITE_CHUNK_BYTES);
  private pendingBytes = 0;
  /** Bytes in the file, and the offset of the first record not read back. */
  private fileBytes = 0;
  private readOffset = 0;
  private buffer = Buffer.alloc(0);
  private bufferStart = 0;
  private bufferEnd = 0;
  /** Events written and not read back yet. */
  size = 0;

  constructor(private readonly directory: string) {}

  write(event: PipelineEvent): void {
    const record: SpilledRecord = [
      event.lineNumber,
      Number.isNaN(event.timestamp) ? null : event.timestamp,
      event.granted ? 1 : 0,
      event.rawLine,
      event.sourceRecord ?? 0,
    ];
    const { fields } = event;
    for (const name in fields) {
      const value = fields[name];
      if (value !== undefined) {
        record.push(name, value);
      }
    }
    const line = `${JSON.stringify(record)}\n`;
    if (this.pendingBytes + line.length * 3 > this.pending.length) {
      this.writePending();
    }
    if (line.length * 3 > this.pending.length) {
      // A record larger than the buffer (an overlong raw line) is written on its own.
      this.writeBytes(Buffer.from(line, 'utf8'));
    } else {
      this.pendingBytes += this.pending.write(line, this.pendingBytes, 'utf8');
    }
    this.size += 1;
  }

  /** The oldest event not read back yet; only called while `size` > 0. */
  read(): PipelineEvent {
    if (this.size === 0) {
      throw new Error('no spilled event left to read');
    }
    const record = JSON.parse(this.nextLine()) as SpilledRecord;
    const [lineNumber, timestamp, granted, rawLine, sourceRecord] = record;
    this.size -= 1;
    if (this.size === 0) {
      this.restart();
    }
    // The declared shape again: later stages then only overwrite slots (event-fields.ts).
    const fields = createEventFields();
    for (let at = FIRST_FIELD; at < record.length; at += 2) {
      fields[record[at] as string] = record[at + 1] as string;
    }
    return {
      fields,
      lineNumber,
      rawLine,
      timestamp: timestamp ?? Number.NaN,
      granted: granted === 1,
      ...(sourceRecord === 0 ? {} : { sourceRecord }),
      hostFacts: undefined,
      derived: undefined,
    };
  }

  close(): void {
    if (this.fd !== undefined) {
      closeSync(this.fd);
      this.fd = undefined;
    }
    if (this.linkedFile !== undefined) {
      unlinkSync(this.linkedFile);
      this.linkedFile = undefined;
    }
    this.pendingBytes = 0;
    this.buffer = Buffer.alloc(0);
  }

  private nextLine(): string {
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE, this.bufferStart);
      if (end !== -1 && end < this.bufferEnd) {
        const line = this.buffer.toString('utf8', this.bufferStart, end);
        this.bufferStart = end + 1;
        return line;
      }
      this.fill();
    }
  }

  /** Reads more of the file after what the buffer holds, writing out pending records first. */
  private fill(): void {
    if (this.readOffset === this.fileBytes) {
      this.writePending();
    }
    const kept = this.bufferEnd - this.bufferStart;
    // A record longer than the buffer (an overlong raw line) grows it.
    const capacity = Math.max(READ_CHUNK_BYTES, kept * 2);
    const next = capacity > this.buffer.length ? Buffer.alloc(capacity) : this.buffer;
    this.buffer.copy(next, 0, this.bufferStart, this.bufferEnd);
    this.buffer = next;
    this.bufferStart = 0;
    this.bufferEnd = kept;
    const read = readSync(
      this.openFile(),
      this.buffer,
      kept,
      this.buffer.length - kept,
      this.readOffset,
    );
    if (read === 0) {
      throw new Error('the held events file ended early');
    }
    this.readOffset += read;
    this.bufferEnd += read;
  }

  private writePending(): void {
    if (this.pendingBytes > 0) {
      const bytes = this.pending.subarray(0, this.pendingBytes);
      this.pendingBytes = 0;
      this.writeBytes(bytes);
    }
  }

  private writeBytes(bytes: Buffer): void {
    const fd = this.openFile();
    let done = 0;
    while (done < bytes.length) {
      done += writeSync(fd, bytes, done, bytes.length - done, this.fileBytes + done);
    }
    this.fileBytes += bytes.length;
  }

  /** Everything was read back: the file starts again empty, so it does not grow for ever. */
  private restart(): void {
    if (this.fd !== undefined && this.fileBytes > 0) {
      ftruncateSync(this.fd, 0);
    }
    this.fileBytes = 0;
    this.readOffset = 0;
    this.bufferStart = 0;
    this.bufferEnd = 0;
  }

  private openFile(): number {
    if (this.fd === undefined) {
      mkdirSync(this.directory, { recursive: true, mode: 0o700 });
      const file = path.join(this.directory, `sillage-held-${randomBytes(8).toString('hex')}`);
      this.fd = openSync(file, 'wx+', 0o600);
      try {
        unlinkSync(file);
      } catch {
        this.linkedFile = file;
      }
    }
    return this.fd;
  }
}
