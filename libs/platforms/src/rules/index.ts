// Everything a platform file needs: `import { definePlatform, issn, … } from '../../rules/index.js';`
export { definePlatform, defineRules } from './define-platform.js';
export { doiItem, issueFields, issueToc, journalIssue, titleToc } from './fields.js';
export type { IssueRef } from './fields.js';
export {
  all,
  any,
  compute,
  concat,
  decode,
  equals,
  extract,
  firstOf,
  has,
  ifSet,
  int,
  isbn13,
  issn,
  join,
  lit,
  lookup,
  lower,
  matches,
  not,
  pick,
  replace,
  slice,
  split,
  upper,
} from './helpers.js';
export type {
  Condition,
  Fields,
  KnownField,
  Mime,
  PlatformDefinition,
  QueryTest,
  RawFields,
  Rtype,
  Rule,
  RuleContext,
  Value,
  ValueFn,
} from './rule.types.js';
export { PlatformDefinitionError } from './template.js';
