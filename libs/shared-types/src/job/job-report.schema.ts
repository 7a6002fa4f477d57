import { z } from 'zod';
import { JobFailureReasonSchema } from './failure-reasons.js';
import { ReportExplorerSchema } from './report-explorer.schema.js';
import { ReportNoticeSchema } from './report-notices.schema.js';

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The job report (`report.json`), with the reference's sections and key names (reference §5.10):
 * `general`, `rejets`, `stats`, `alerts`, `notifications`, `dedoublonnage`, `files`, `first_event`.
 */
export const JobReportSchema = z.object({
  general: z
    .object({
      /**
       * Sillage addition: why the job ran on the native platform rules alone (no community
       * catalog: not fetched yet, fetch failed, fetch turned off); null when a pack served.
       */
      'platforms-notice': z.string().nullable().optional(),
      /** Sillage addition: true when the job wrote `counter.json` (COUNTER R5.1); absent otherwise. */
      'counter-report': z.literal(true).optional(),
      /**
       * Sillage addition beside `counter-report`: the title rows of `counter.json` (the web shows
       * reports up to a size as tables and offers the larger ones as downloads only).
       */
      'counter-rows': z.number().int().nonnegative().optional(),
      /**
       * Sillage addition, live reports of a running job only: bytes of the inputs read so far
       * (compressed bytes for a compressed input, as stored), several inputs added up.
       */
      'input-bytes-read': z.number().int().nonnegative().optional(),
      /**
       * Sillage addition beside `input-bytes-read`: the inputs' size in all, null when one has no
       * known size (a live upload still arriving); with both, a share read and a time left.
       */
      'input-bytes-total': z.number().int().nonnegative().nullable().optional(),
      /** Sillage addition beside `status`: which case of the code a failure is (failure-reasons). */
      'status-reason': JobFailureReasonSchema.optional(),
    })
    .catchall(Scalar),
  rejets: z.record(z.string(), z.union([z.number(), z.string()])),
  stats: z.record(z.string(), z.number()),
  alerts: z.record(z.string(), z.string()),
  notifications: z.record(z.string(), z.string()).optional(),
  dedoublonnage: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  files: z.record(z.string(), z.string()).optional(),
  first_event: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Sillage addition: reject-explorer data (funnel, samples, unknown hosts). */
  explorer: ReportExplorerSchema.optional(),
  /**
   * Sillage addition: the sentences of `general` and `alerts` as codes and values, for readers
   * that word them in their own language (absent from reports written before it).
   */
  notices: z.array(ReportNoticeSchema).optional(),
});
export type JobReport = z.infer<typeof JobReportSchema>;
