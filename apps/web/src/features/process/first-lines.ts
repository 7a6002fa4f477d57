/** How many lines the format assistant gets from a failed job's first file. */
const LINE_COUNT = 10;
/** Enough bytes for ten long lines, without reading a whole log into memory. */
const HEAD_BYTES = 64 * 1024;

/** True when the bytes start with the gzip magic number. */
function isGzip(head: Uint8Array): boolean {
  return head[0] === 0x1f && head[1] === 0x8b;
}

/** Decompresses the start of a gzip stream; what is cut off at the end is simply dropped. */
async function gunzipHead(file: Blob): Promise<string> {
  const reader = file
    .stream()
    .pipeThrough(new DecompressionStream('gzip'))
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = '';
  try {
    while (text.length < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      text += value;
    }
  } catch {
    // A damaged archive still gives the lines read before the damage.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text;
}

/** The first non-empty lines of a log file (plain or gzip), for the format assistant. */
export async function readFirstLines(file: Blob, count = LINE_COUNT): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  const text = isGzip(head) ? await gunzipHead(file) : await file.slice(0, HEAD_BYTES).text();
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, count)
    .join('\n');
}
