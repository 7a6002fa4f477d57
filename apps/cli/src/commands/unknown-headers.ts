import { describeUnknownJobHeader, findUnknownJobHeaders } from '@sillage/pipeline';

/**
 * `unknown header Ouput-Fields (did you mean Output-Fields?)` for each of `names` that no job
 * reads: the wording every command taking `-H` uses, so that a typo reads alike everywhere.
 */
export function describeUnknownHeaders(names: Iterable<string>): string[] {
  return findUnknownJobHeaders(names).map(
    (header) => `unknown header ${describeUnknownJobHeader(header)}`,
  );
}
