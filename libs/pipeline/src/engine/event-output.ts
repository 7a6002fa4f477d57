import { createJobFailure, type JobSettings } from '@sillage/shared-types';
import type { ReportState } from '../report/report-state.js';
import { setFieldsOf } from './event-fields.js';
import { JobStop } from './job-stop.js';
import type { PipelineEvent } from './pipeline-event.js';
import type { EventWriter } from './ports.js';
import type { ChunkSink } from './sinks.js';
import type { PipelineToolkit } from './toolkit.js';
import { URL_DERIVED_FIELDS } from './url-derived.js';

/**
 * Writes finished events, stamped with `log_id` (the version fields are the writer's defaults): granted ones to the result (counted in `nb-ecs`, `stats` and
 * `first_event`), denied ones to the denied file. Columns are frozen at the first write, as in
 * the reference: defaults, `+x` fields, stage fields, the format's properties, minus `-x` fields.
 */
export class EventOutput {
  private result: EventWriter | undefined;
  private denied: EventWriter | undefined;
  private columns: string[] | undefined;
  /**
   * The `+x` fields of Output-Fields that neither the defaults nor the chain declare, and that no
   * written event has filled yet (made at the first write, emptied as events fill them).
   */
  private unfilled: Set<string> | undefined;

  constructor(
    private readonly settings: JobSettings,
    private readonly toolkit: PipelineToolkit,
    private readonly sinks: { result: ChunkSink; denied?: ChunkSink | undefined },
    private readonly report: ReportState,
    private readonly extraColumns: () => string[],
    private readonly stamps: readonly (readonly [string, string])[],
    /** Keeps a denied event's line for the reject explorer (while its samples have room). */
    private readonly sampleDenied: (event: PipelineEvent) => void = () => undefined,
  ) {}

  write(events: readonly PipelineEvent[]): void {
    for (const event of events) {
      const { fields } = event;
      // Done here, for the events that are written: hashing every input line costs more than parsing it.
      fields.log_id ||= this.toolkit.computeLogId(event.rawLine);
      // Clean-Only emits every line that passed the relevance filter, denied ones included.
      if (event.granted || this.settings.cleanOnly) {
        this.report.countEvent(fields);
        this.report.firstEvent ??= firstEventOf(fields, this.stamps);
        if (this.unfilled === undefined || this.unfilled.size > 0) {
          this.noteFilled(fields);
        }
        (this.result ??= this.createWriter(this.sinks.result)).write(
          event.fields,
          event.rawLine,
          event.derived,
        );
      } else {
        this.report.deniedEcs += 1;
        this.sampleDenied(event);
        const { denied } = this.sinks;
        if (denied) {
          (this.denied ??= this.createWriter(denied)).write(
            event.fields,
            event.rawLine,
            event.derived,
          );
        }
      }
    }
  }

  /** Hands buffered output to the sinks (end of an input batch). */
  flush(): void {
    this.result?.flush();
    this.denied?.flush();
  }

  /**
   * Closes the writers' framing (JSON brackets, pending buffers). A JSON output without a single
   * event is still `[]` (the reference wrote an empty body, which no JSON reader takes), so its
   * writer is made now if no event made it.
   */
  end(): void {
    const json = this.settings.outputFormat === 'json';
    if (json) {
      this.result ??= this.createWriter(this.sinks.result);
    }
    const { denied } = this.sinks;
    if (json && denied) {
      this.denied ??= this.createWriter(denied);
    }
    this.result?.end();
    this.denied?.end();
  }

  /**
   * The `+x` fields of Output-Fields no written event had a value for, when events were written:
   * a misspelt name (`+publisher`) gives a column that stays empty, with nothing to say why. Names
   * the defaults or the chain declare are not among them (a column of those may be empty for want
   * of values in this log, not for its name).
   */
  unfilledOutputFields(): string[] {
    return [...(this.unfilled ?? [])];
  }

  /** Strikes the watched `+x` fields `fields` has a value for. */
  private noteFilled(fields: Record<string, string>): void {
    if (this.unfilled === undefined) {
      const declared = new Set([...this.toolkit.defaultOutputFields, ...this.extraColumns()]);
      this.unfilled = new Set(this.settings.outputFields.add.filter((name) => !declared.has(name)));
    }
    for (const name of this.unfilled) {
      if (fields[name]) {
        this.unfilled.delete(name);
      }
    }
  }

  private createWriter(sink: ChunkSink): EventWriter {
    const writeBytes = sink.writeBytes?.bind(sink);
    this.columns ??= this.toolkit.resolveOutputColumns(
      this.toolkit.defaultOutputFields,
      this.settings.outputFields,
      this.extraColumns(),
    );
    if (this.columns.length === 0 && this.settings.outputFormat !== 'json') {
      // Rows of nothing: a result that looks empty while the report counts events.
      throw new JobStop(
        createJobFailure(4028, 'Output-Fields removes every column: the result would be empty.'),
      );
    }
    return this.toolkit.createEventWriter({
      format: this.settings.outputFormat,
      columns: this.columns,
      sink: (chunk) => {
        sink.write(chunk);
      },
      ...(writeBytes === undefined ? {} : { sinkBytes: writeBytes }),
      rawValues: this.settings.csvRawValues,
      // The version fields of every EC, unless a stage set its own value.
      defaults: this.stamps,
      sharedColumns: URL_DERIVED_FIELDS,
    });
  }
}

function firstEventOf(
  fields: Record<string, string>,
  stamps: readonly (readonly [string, string])[],
): Record<string, string | number> {
  const copy: Record<string, string | number> = setFieldsOf(fields);
  for (const [name, value] of stamps) {
    copy[name] ??= value;
  }
  if (fields.timestamp) {
    copy.timestamp = Number(fields.timestamp);
  }
  return copy;
}
