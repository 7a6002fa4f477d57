import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

/** What a NUL becomes in the database: "SYMBOL FOR NULL", visible and harmless. */
export const NUL_STAND_IN = '\u2400';

/** What half of a UTF-16 surrogate pair, alone, becomes: the replacement character. */
export const LONE_SURROGATE_STAND_IN = '\uFFFD';

// With the `u` flag a pair is one code point, so the surrogate range matches only a half alone.
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;

// A JSON `\u0000` escape, i.e. one preceded by an even number of backslashes (an odd number
// means the backslash itself was escaped and the text is literal).
const JSON_NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

// A JSON escape of a surrogate, after an even number of backslashes: a high one with the low one
// that completes it (kept), a high one alone, or a low one alone (the pair case is tried first,
// so a low half reached on its own had no high half before it).
const JSON_SURROGATE_ESCAPE =
  /(?<!\\)((?:\\\\)*)(?:(\\ud[89ab][0-9a-f]{2})(\\ud[c-f][0-9a-f]{2})?|\\ud[c-f][0-9a-f]{2})/gi;

/**
 * Postgres (and PGlite) refuse the NUL character in `text` and the `\u0000` escape in `jsonb`,
 * and a `jsonb` value with half a surrogate pair (`JSON.stringify` writes one as a `\udXXX`
 * escape, e.g. from a log read as UTF-16 or a request body's `"\ud800"`): one such character in
 * a log line used to fail the whole job. Every string we store gets its NULs (raw, or escaped in
 * JSON text) replaced by U+2400 and its lone surrogates by U+FFFD.
 */
export function storableText(text: string): string {
  let clean = text.includes('\0') ? text.replaceAll('\0', NUL_STAND_IN) : text;
  clean = clean.replace(LONE_SURROGATES, LONE_SURROGATE_STAND_IN);
  if (clean.includes('\\u')) {
    clean = clean
      .replace(JSON_NUL_ESCAPE, `$1${NUL_STAND_IN}`)
      .replace(JSON_SURROGATE_ESCAPE, (escape, backslashes: string, high?: string, low?: string) =>
        high !== undefined && low !== undefined
          ? escape
          : `${backslashes}${LONE_SURROGATE_STAND_IN}`,
      );
  }
  return clean;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return storableText(value);
  }
  if (Array.isArray(value)) {
    return value.map(cleanValue);
  }
  return value;
}

class StorableTextTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = cleanValue(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(
    node: PrimitiveValueListNode,
  ): PrimitiveValueListNode {
    return { ...node, values: node.values.map(cleanValue) };
  }
}

/**
 * Applies {@link storableText} to every parameter of every query (inserts, updates, raw `sql`
 * templates), so no repository can forget it (ADR 0056).
 */
export class StorableTextPlugin implements KyselyPlugin {
  private readonly transformer = new StorableTextTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
