/*
 * Why bytes: joining a CSV row's 33 cells, then the rows of a chunk, cost about 1 µs a row in
 * V8 (Array.prototype.join's fixed cost per call and per element) and allocated every row twice,
 * a quarter of a job's allocation. Nearly every cell needs no quoting, so cells are copied
 * straight into one reused buffer as UTF-8, checked as they are copied, and a byte sink takes
 * the buffer as it is (`takeBytes`). Making every chunk a string only for the sink to encode it
 * back was another tenth of a job's allocation; a sink that wants text gets it decoded once.
 */

/** Cells longer than this are checked with a regex and copied natively rather than char by char. */
const LONG_CELL = 24;
/** The most UTF-8 bytes one UTF-16 code unit takes. */
const UTF8_PER_UNIT = 3;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const ASCII_LAST = 127;
const LATIN1_LAST = 255;
const EQUALS = 61;
const PLUS = 43;
const MINUS = 45;
const AT = 64;

/**
 * The text of one output chunk: UTF-8 bytes, plus strings for texts longer than the buffer.
 * `take` (text) or `takeBytes` (bytes) returns it all, in order, and starts the next chunk.
 */
export class OutputChunk {
  private readonly bytes: Buffer;
  private used = 0;
  private readonly pieces: string[] = [];
  private piecesChars = 0;
  /**
   * Times the buffer was emptied or text went around it (spilled, taken, a piece pushed): what
   * was captured before that is no longer one run of bytes in the buffer.
   */
  private breaks = 0;
  private captureStart = 0;
  private captureBreaks = -1;
  private readonly separatorCode: number;
  /** A character that stops the native copy of a long cell: the separator, `"`, a line break. */
  private readonly special: RegExp;

  constructor(
    capacity: number,
    separator: string,
    /** The full cell formatting, for values the copy cannot take as they are. */
    private readonly formatCell: (value: string) => string,
    /** Cells starting with `= + - @` go through formatCell (formula injection guard). */
    private readonly guardFormulas = false,
  ) {
    this.bytes = Buffer.allocUnsafe(capacity);
    this.separatorCode = separator.charCodeAt(0);
    this.special = separator === '\t' ? /[\t"\r\n]/ : /[;"\r\n]/;
  }

  /** About how much is held: bytes, plus the characters of pieces. */
  get size(): number {
    return this.used + this.piecesChars;
  }

  /** Appends one separator or line break (ASCII). */
  byte(code: number): void {
    if (this.used === this.bytes.length) {
      this.spill();
    }
    this.bytes[this.used++] = code;
  }

  /**
   * Appends `value` as a cell: as it is when that is what the cell formatting would give (no
   * separator, quote or line break, no padding to trim, no formula-like start when guarded),
   * else formatted.
   */
  cell(value: string): void {
    const length = value.length;
    if (length === 0) {
      return;
    }
    const first = value.charCodeAt(0);
    if (
      first > 32 &&
      !(
        this.guardFormulas &&
        (first === EQUALS || first === PLUS || first === MINUS || first === AT)
      ) &&
      value.charCodeAt(length - 1) > 32 &&
      this.roomFor(length * UTF8_PER_UNIT) &&
      this.copyPlain(value, length)
    ) {
      return;
    }
    this.text(this.formatCell(value));
  }

  /** Appends text as it is (a header, a JSON member, a raw line, an already formatted cell). */
  text(value: string): void {
    const length = value.length;
    if (length === 0) {
      return;
    }
    if (this.roomFor(length * UTF8_PER_UNIT)) {
      this.used += this.bytes.write(value, this.used, 'utf8');
      return;
    }
    this.spill();
    this.pushPiece(value);
  }

  /** Appends text already encoded as UTF-8 (`bytes`, the encoding of `value`) as it is. */
  encoded(bytes: Uint8Array, value: string): void {
    if (this.roomFor(bytes.length)) {
      this.bytes.set(bytes, this.used);
      this.used += bytes.length;
      return;
    }
    this.text(value);
  }

  /** Starts recording what is appended, for {@link captured}. */
  capture(): void {
    this.captureStart = this.used;
    this.captureBreaks = this.breaks;
  }

  /**
   * A copy of what was appended since {@link capture}, or undefined when it is no longer in the
   * buffer in one piece (the buffer was spilled or taken meanwhile).
   */
  captured(): Uint8Array | undefined {
    return this.breaks === this.captureBreaks
      ? new Uint8Array(this.bytes.subarray(this.captureStart, this.used))
      : undefined;
  }

  /** Everything held, as one string; the chunk is empty afterwards. */
  take(): string {
    this.spill();
    const { pieces } = this;
    const text = pieces.length === 1 ? (pieces[0] ?? '') : pieces.join('');
    pieces.length = 0;
    this.piecesChars = 0;
    return text;
  }

  /**
   * Everything held as UTF-8 bytes, when it is all in the buffer (no piece): a view valid until
   * the next write, which the caller must use at once. Undefined otherwise; `take` then.
   */
  takeBytes(): Uint8Array | undefined {
    if (this.pieces.length > 0) {
      return undefined;
    }
    const bytes = this.bytes.subarray(0, this.used);
    this.used = 0;
    this.breaks += 1;
    return bytes;
  }

  /**
   * Copies a cell that needs no formatting and returns true, or copies nothing and returns false.
   * The caller made room for three bytes per character.
   */
  private copyPlain(value: string, length: number): boolean {
    const start = this.used;
    if (length > LONG_CELL) {
      if (this.special.test(value)) {
        return false;
      }
      this.used = start + this.bytes.write(value, start, 'utf8');
      return true;
    }
    const { bytes, separatorCode } = this;
    let at = start;
    for (let i = 0; i < length; i += 1) {
      const code = value.charCodeAt(i);
      if (code <= ASCII_LAST) {
        if (code === separatorCode || code === QUOTE || code === CR || code === LF) {
          return false;
        }
        bytes[at++] = code;
      } else if (code <= LATIN1_LAST) {
        // Two UTF-8 bytes (accented Latin letters, common in titles).
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
      } else {
        // Rarer text is encoded natively, after the same checks.
        if (this.special.test(value)) {
          return false;
        }
        this.used = start + bytes.write(value, start, 'utf8');
        return true;
      }
    }
    this.used = at;
    return true;
  }

  /** Whether `length` more bytes fit, after moving what is held to the pieces if need be. */
  private roomFor(length: number): boolean {
    if (this.used + length > this.bytes.length) {
      this.spill();
    }
    return length <= this.bytes.length;
  }

  private spill(): void {
    if (this.used > 0) {
      this.pushPiece(this.bytes.toString('utf8', 0, this.used));
      this.used = 0;
    }
  }

  private pushPiece(piece: string): void {
    this.breaks += 1;
    this.pieces.push(piece);
    this.piecesChars += piece.length;
  }
}
