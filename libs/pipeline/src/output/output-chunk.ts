/*
 * Why bytes: joining a CSV row's 33 cells, then the rows of a chunk, cost about 1 µs a row in
 * V8 (Array.prototype.join's fixed cost per call and per element) and allocated every row twice,
 * a quarter of a job's allocation. Nearly every cell is Latin-1 text that needs no quoting, so
 * such cells are copied straight into one reused buffer, checked as they are copied, and the
 * chunk becomes a string once, when it is handed to the sink.
 */

/** Cells longer than this are checked with a regex and copied natively rather than char by char. */
const LONG_CELL = 24;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const LATIN1_LAST = 255;
const EQUALS = 61;
const PLUS = 43;
const MINUS = 45;
const AT = 64;

/**
 * The text of one output chunk: runs of Latin-1 bytes, plus strings for what is not Latin-1 or
 * longer than the buffer. `take` returns it all, in order, and starts the next chunk.
 */
export class OutputChunk {
  private readonly bytes: Buffer;
  private used = 0;
  private readonly pieces: string[] = [];
  private piecesChars = 0;
  private readonly separatorCode: number;
  /** A character that stops the copy: the separator, `"`, a line break, or beyond Latin-1. */
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
    this.special = separator === '\t' ? /[\t"\r\n\u0100-\uffff]/ : /[;"\r\n\u0100-\uffff]/;
  }

  /** Characters held (bytes and pieces). */
  get size(): number {
    return this.used + this.piecesChars;
  }

  /** Appends one separator or line break. */
  byte(code: number): void {
    if (this.used === this.bytes.length) {
      this.spill();
    }
    this.bytes[this.used++] = code;
  }

  /**
   * Appends `value` as a cell: as it is when that is what the cell formatting would give (no
   * separator, quote or line break, no padding to trim, all Latin-1, no formula-like start when
   * guarded), else formatted.
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
      this.roomFor(length) &&
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
    if (this.roomFor(length)) {
      const { bytes } = this;
      const start = this.used;
      let i = 0;
      while (i < length) {
        const code = value.charCodeAt(i);
        if (code > LATIN1_LAST) {
          break;
        }
        bytes[start + i] = code;
        i += 1;
      }
      this.used = start + i;
      if (i === length) {
        return;
      }
      this.spill();
      this.pushPiece(value.slice(i));
      return;
    }
    this.spill();
    this.pushPiece(value);
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

  /** Copies a cell that needs no formatting and returns true, or copies nothing and returns false. */
  private copyPlain(value: string, length: number): boolean {
    const start = this.used;
    if (length > LONG_CELL) {
      if (this.special.test(value)) {
        return false;
      }
      this.used = start + this.bytes.write(value, start, 'latin1');
      return true;
    }
    const { bytes, separatorCode } = this;
    for (let i = 0; i < length; i += 1) {
      const code = value.charCodeAt(i);
      if (
        code > LATIN1_LAST ||
        code === separatorCode ||
        code === QUOTE ||
        code === CR ||
        code === LF
      ) {
        return false;
      }
      bytes[start + i] = code;
    }
    this.used = start + length;
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
      this.pushPiece(this.bytes.toString('latin1', 0, this.used));
      this.used = 0;
    }
  }

  private pushPiece(piece: string): void {
    this.pieces.push(piece);
    this.piecesChars += piece.length;
  }
}
