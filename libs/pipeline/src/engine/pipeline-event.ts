import type { HostFacts } from './host-facts.js';
import type { UrlDerived } from './url-derived.js';

/**
 * One consultation event inside the engine: its EC fields (reference property names, string
 * values) plus the engine-side metadata the reference keeps in `_meta`.
 */
export interface PipelineEvent {
  fields: Record<string, string>;
  /** 1-based line number across every input of the job. */
  lineNumber: number;
  rawLine: string;
  /** Unix seconds; NaN when the line has no usable date. */
  timestamp: number;
  /** false when the access was denied (401/403 or a parser's `_granted: false`). */
  granted: boolean;
  /** The CSV record of a CSV input, as read: reject files hold it as JSON, as the reference's. */
  sourceRecord?: Readonly<Record<string, string>>;
  /** The job's record of `fields.host`, left by the first stage that needed it (host-facts.ts). */
  hostFacts: HostFacts | undefined;
  /** What is derived from its URL's recognition answer, shared with the URL's other events (url-derived.ts). */
  derived: UrlDerived | undefined;
}

/** Creates an event for a parsed line. */
export function createEvent(
  fields: Record<string, string>,
  lineNumber: number,
  rawLine: string,
): PipelineEvent {
  return {
    fields,
    lineNumber,
    rawLine,
    timestamp: Number.NaN,
    granted: true,
    hostFacts: undefined,
    derived: undefined,
  };
}
