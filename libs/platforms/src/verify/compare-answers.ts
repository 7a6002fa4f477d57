import type { RecognitionResult } from '../recognition/recognition.types.js';

/**
 * What a parser gives an event, as the differential check compares it: which parser served it,
 * whether the job may reuse it, and the platform's names (a platform served natively keeps the
 * pack's manifest, see `composeCatalog`) are left out.
 */
export type Answer =
  | { kind: 'unknown-domain' | 'filtered' }
  | { kind: 'unqualified' }
  | {
      kind: 'recognized';
      platform: string;
      platformName: string;
      fields: Record<string, string>;
      granted: boolean;
    };

export function answerOf(result: RecognitionResult): Answer {
  switch (result.kind) {
    case 'recognized': {
      const answer: Answer = {
        kind: 'recognized',
        platform: result.platform,
        platformName: result.platformName,
        fields: result.fields,
        granted: result.granted,
      };
      return answer;
    }
    case 'unqualified':
      return { kind: 'unqualified' };
    case 'filtered':
    case 'unknown-domain':
      return { kind: result.kind };
  }
}

function sameFields(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) {
    return false;
  }
  return keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/** Exact equality: kind, platform, every field (names and values), granted. */
export function sameAnswer(a: Answer, b: Answer): boolean {
  if (a.kind !== b.kind) {
    return false;
  }
  if (a.kind !== 'recognized' || b.kind !== 'recognized') {
    return true;
  }
  return a.platform === b.platform && a.granted === b.granted && sameFields(a.fields, b.fields);
}

/** Short description of how two answers differ (for the most common kinds of differences). */
export function differenceKind(native: Answer, pack: Answer): string {
  if (native.kind !== pack.kind) {
    return `${native.kind} vs ${pack.kind}`;
  }
  if (native.kind !== 'recognized' || pack.kind !== 'recognized') {
    return 'same kind';
  }
  if (native.granted !== pack.granted) {
    return 'granted';
  }
  const keys = new Set([...Object.keys(native.fields), ...Object.keys(pack.fields)]);
  const differing = [...keys].filter((key) => native.fields[key] !== pack.fields[key]).sort();
  return `fields ${differing.join(',')}`;
}
