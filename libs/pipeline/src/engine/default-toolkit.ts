import {
  computeLogId,
  createEventFieldsNormalizer,
  createLineParser,
  DateFormatError,
  ISO_DATE_FORMAT,
  LogFormatError,
  LogInputError,
  readLogBatches,
} from '@sillage/log-parser';
import { createEventWriter, DEFAULT_OUTPUT_FIELDS, resolveOutputColumns } from '../output/index.js';
import { createAnonymizer, createOnCampusMatcher } from '../resources/index.js';
import type { PipelineToolkit } from './toolkit.js';

/** The toolkit wired to @sillage/log-parser and the pipeline's resource and output modules. */
export const DEFAULT_TOOLKIT: PipelineToolkit = {
  createLineParser,
  readLogBatches,
  createEventNormalizer: ({ dateFormat, timeZone, inputTimeZone, iso }) =>
    createEventFieldsNormalizer({
      dateFormat: iso ? ISO_DATE_FORMAT : dateFormat,
      timeZone,
      inputTimeZone,
    }),
  computeLogId,
  inputErrorStatus: (error) => (error instanceof LogInputError ? error.status : undefined),
  formatErrorMessage: (error) =>
    error instanceof LogFormatError || error instanceof DateFormatError ? error.message : undefined,
  createEventWriter,
  resolveOutputColumns,
  defaultOutputFields: DEFAULT_OUTPUT_FIELDS,
  createOnCampusMatcher,
  createAnonymizer,
};
