export {
  createEventWriter,
  formatCsvCell,
  formatTsvCell,
  type EventWriter,
  type EventWriterOptions,
  type OutputFormat,
  type RenderedCells,
  type RenderSlot,
} from './event-writer.js';
export { DEFAULT_OUTPUT_FIELDS, resolveOutputColumns } from './output-columns.js';
export {
  encodeOutput,
  resultExtensionOf,
  takesUtf8Bytes,
  type EncodeOutputOptions,
  type OutputEncoding,
} from './encode-output.js';
export { createOutputFileSink, isPlainOutput } from './output-file-sink.js';
