/**
 * The types the pipeline consumes from @sillage/log-parser, @sillage/platforms and the resource
 * and output modules, gathered under the names agreed in the contracts.
 */
export type {
  CompiledLogFormat,
  LineParser,
  LogBatch,
  ParsedFields,
  ProxyType,
} from '@sillage/log-parser';
export type {
  PlatformCatalog,
  PlatformInfo,
  RecognitionInput,
  RecognitionOptions,
  RecognitionResult,
  RecognitionTrace,
} from '@sillage/platforms';
export type {
  Exclusions,
  GeoField,
  Geolocator,
  KbartRow,
  KnowledgeBase,
  KnowledgeBaseKeys,
  OnCampusMatcher,
  UserAgentRobots,
} from '../resources/index.js';
export type { EventWriter, OutputFormat as WriterFormat } from '../output/index.js';

/** Replaces, in place, the values of the fields it was built for (the anonymizer). */
export type FieldAnonymizer = (fields: Record<string, string>) => void;
