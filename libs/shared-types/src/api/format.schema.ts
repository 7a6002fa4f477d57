import { z } from 'zod';
import { describeLogFormatSizeProblem } from '../job/log-format-limits.js';

/** Proxy families whose log-format syntax is understood (`Log-Format-<proxy>` headers). */
export const LOG_PROXY_TYPES = ['ezproxy', 'apache', 'squid'] as const;
export const LogProxyTypeSchema = z.enum(LOG_PROXY_TYPES);
export type LogProxyType = z.infer<typeof LogProxyTypeSchema>;

/**
 * Body of `PUT /api/format/logparser`: only the first line of `logLines` is analysed; `format`
 * is held to the limits of a `Log-Format-<proxy>` header.
 */
export const FormatAnalysisRequestSchema = z.object({
  logLines: z.string().min(1),
  proxy: LogProxyTypeSchema.optional(),
  format: z
    .string()
    .superRefine((format, context) => {
      const problem = describeLogFormatSizeProblem('format', format);
      if (problem !== undefined) {
        context.addIssue({ code: 'custom', message: problem });
      }
    })
    .optional(),
  dateFormat: z.string().optional(),
});
export type FormatAnalysisRequest = z.infer<typeof FormatAnalysisRequestSchema>;

/** Event fields the assistant reports as missing from a parsed line. */
export const FORMAT_MISSING_FIELDS = ['date', 'url', 'domain'] as const;

/**
 * What the format assistant finds for one line (the reference's response shape): the format used
 * (given or auto-detected), how far it and its regex match (`formatBreak`/`regexpBreak` are
 * character counts into `format`/`regexp`), and the parsed event fields.
 */
export const FormatAnalysisSchema = z.object({
  autoDetect: z.boolean(),
  proxy: LogProxyTypeSchema.nullable(),
  format: z.string().nullable(),
  formatBreak: z.number().int().nonnegative(),
  strictMatch: z.boolean(),
  regexp: z.string().nullable(),
  regexpBreak: z.number().int().nonnegative(),
  /**
   * Sillage: when a given format does not match the line, how many characters of the line the
   * longest format prefix that parses it reads (0 when no prefix does): the line stops matching
   * at character `lineBreak + 1`. Absent when the format matches, or none was given.
   */
  lineBreak: z.number().int().nonnegative().optional(),
  missing: z.array(z.enum(FORMAT_MISSING_FIELDS)),
  /** Parsed event fields: strings, except `timestamp` (unix seconds), a number as in the reference. */
  ec: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Why the given format or Date-Format cannot be compiled, when it cannot. */
  error: z.string().optional(),
});
export type FormatAnalysis = z.infer<typeof FormatAnalysisSchema>;
