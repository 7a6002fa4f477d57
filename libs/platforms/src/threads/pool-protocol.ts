import type { RecognitionInput } from '../recognition/recognition.types.js';

/** One pack parser a recognition thread may be asked to run, known by its id. */
export interface ThreadParserSpec {
  /** The id requests use (the parser's place in the catalog's list). */
  id: number;
  /** Pack root: parsers of one root share one runtime (their `require` cache and globals). */
  root: string;
  /** The platform's folder, holding `parser.js`. */
  folder: string;
  name: string;
}

/** `workerData` of a recognition thread. */
export interface ThreadInit {
  parsers: ThreadParserSpec[];
  /**
   * [chunk id, item index, parser id] the thread is working on; chunk -1 when idle (read by the
   * watchdog).
   */
  progress: SharedArrayBuffer;
}

/** Run these parsers in order on this event; the first non-empty output wins. */
export interface ThreadItem {
  ids: number[];
  /**
   * The event, or only its `url`, `domain` and the `provided` fields: copying every field to the
   * thread costs more than most parsers' work, and few parsers read more.
   */
  input: RecognitionInput;
  /** Fields of `input` besides url and domain; null: `input` is the whole event. */
  provided: string[] | null;
}

export interface ThreadRequest {
  chunk: number;
  items: ThreadItem[];
}

/** What one item gave. */
export interface ThreadAnswer {
  /** Index in `ids` of the parser whose output won, or -1. */
  winner: number;
  /** The winner's output as event fields (`_granted` split off). */
  fields?: Record<string, string>;
  granted?: boolean;
  /** Every parser tried read nothing of the event but its URL and domain. */
  urlOnly: boolean;
  /** Parsers that threw on this event. */
  failures?: { id: number; message: string }[];
  /** A parser read fields it was not given ('all': it enumerated them): ask again with them. */
  missing?: { id: number; fields: string[] | 'all' };
}

export interface ThreadResponse {
  chunk: number;
  answers: ThreadAnswer[];
}

/** Slots of the progress array. */
export const PROGRESS_CHUNK = 0;
export const PROGRESS_ITEM = 1;
export const PROGRESS_PARSER = 2;
/** 1 while the thread compiles the parser it is about to call (its module's top level runs). */
export const PROGRESS_LOADING = 3;
export const PROGRESS_SLOTS = 4;
export const IDLE = -1;
