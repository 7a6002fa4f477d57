/** One byte of a signature: its value, or a test when several values are allowed. */
type SignatureByte = number | ((byte: number) => boolean);

/** bzip2's block size, `1`–`9`: after `BZh`, which could start a text line, it tells the format. */
const isBlockSizeDigit = (byte: number) => byte >= 0x31 && byte <= 0x39;

/**
 * Files library staff send by mistake instead of a log, told by their first bytes: archives and
 * compressions this server does not read (gzip, deflate and br it does), and documents. Each is
 * given its own words so the job can say what the file is rather than "no line matches".
 */
const SIGNATURES: readonly (readonly [name: string, bytes: readonly SignatureByte[]])[] = [
  ['a zip archive', [0x50, 0x4b, 0x03, 0x04]],
  ['an empty zip archive', [0x50, 0x4b, 0x05, 0x06]],
  ['a 7z archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a rar archive', [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]],
  ['an xz file', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['a zstd file', [0x28, 0xb5, 0x2f, 0xfd]],
  ['a bzip2 file', [0x42, 0x5a, 0x68, isBlockSizeDigit]],
  ['a PDF document', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** What kind of non-log file `head` starts, if it starts one of {@link SIGNATURES}. */
export function recognizeNonLogFile(head: Uint8Array): string | undefined {
  return SIGNATURES.find(([, bytes]) =>
    bytes.every((expected, index) => {
      const byte = head[index];
      return (
        byte !== undefined && (typeof expected === 'number' ? byte === expected : expected(byte))
      );
    }),
  )?.[0];
}
