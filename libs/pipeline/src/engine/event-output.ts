import type { JobSettings } from '@sillage/shared-types';
import type { ReportState } from '../report/report-state.js';
import type { PipelineEvent } from './pipeline-event.js';
import type { EventWriter } from './ports.js';
import type { ChunkSink } from './sinks.js';
import type { PipelineToolkit } from './toolkit.js';

/**
 * Writes finished events, stamped with `log_id` and the version fields: granted ones to the result (counted in `nb-ecs`, `stats` and
 * `first_event`), denied ones to the denied file. Columns are frozen at the first write, as in
 * the reference: defaults, `+x` fields, stage fields, the format's properties, minus `-x` fields.
 */
export class EventOutput {
  private result: EventWriter | undefined;
  private denied: EventWriter | undefined;
  private columns: string[] | undefined;

  constructor(
    private readonly settings: JobSettings,
    private readonly toolkit: PipelineToolkit,
    private readonly sinks: { result: ChunkSink; denied?: ChunkSink | undefined },
    private readonly report: ReportState,
    private readonly extraColumns: () => string[],
    private readonly stamps: readonly (readonly [string, string])[],
  ) {}

  write(events: readonly PipelineEvent[]): void {
    for (const event of events) {
      this.stamp(event);
      // Clean-Only emits every line that passed the relevance filter, denied ones included.
      if (event.granted || this.settings.cleanOnly) {
        this.report.countEvent(event.fields);
        this.report.firstEvent ??= firstEventOf(event.fields);
        (this.result ??= this.createWriter((chunk) => {
          this.sinks.result.write(chunk);
        })).write(event.fields, event.rawLine);
      } else {
        this.report.deniedEcs += 1;
        const { denied } = this.sinks;
        if (denied) {
          (this.denied ??= this.createWriter((chunk) => {
            denied.write(chunk);
          })).write(event.fields, event.rawLine);
        }
      }
    }
  }

  /**
   * Sets `log_id` (sha1 of the raw line) and the version fields when absent; done here, for the
   * events that are written, because hashing every input line costs more than parsing it.
   */
  private stamp(event: PipelineEvent): void {
    const { fields } = event;
    fields.log_id ||= this.toolkit.computeLogId(event.rawLine);
    for (const [name, value] of this.stamps) {
      fields[name] ??= value;
    }
  }

  /** Closes the writers' framing (JSON brackets, pending buffers). */
  end(): void {
    this.result?.end();
    this.denied?.end();
  }

  private createWriter(sink: (chunk: string) => void): EventWriter {
    this.columns ??= this.toolkit.resolveOutputColumns(
      this.toolkit.defaultOutputFields,
      this.settings.outputFields,
      this.extraColumns(),
    );
    return this.toolkit.createEventWriter({
      format: this.settings.outputFormat,
      columns: this.columns,
      sink,
    });
  }
}

function firstEventOf(fields: Record<string, string>): Record<string, string | number> {
  const copy: Record<string, string | number> = { ...fields };
  if (fields.timestamp) {
    copy.timestamp = Number(fields.timestamp);
  }
  return copy;
}
