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

// A JSON `\u0000` escape, i.e. one preceded by an even number of backslashes (an odd number
// means the backslash itself was escaped and the text is literal).
const JSON_NUL_ESCAPE = /(?<!\\)((?:\\\\)*)\\u0000/g;

/**
 * Postgres (and PGlite) refuse the NUL character in `text` and the `\u0000` escape in `jsonb`:
 * one such byte in a log line used to fail the whole job. Every string we store gets its NULs
 * (raw, or escaped in JSON text) replaced by U+2400.
 */
export function withoutNul(text: string): string {
  let clean = text.includes('\0') ? text.replaceAll('\0', NUL_STAND_IN) : text;
  if (clean.includes('\\u0000')) {
    clean = clean.replace(JSON_NUL_ESCAPE, `$1${NUL_STAND_IN}`);
  }
  return clean;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') {
    return withoutNul(value);
  }
  if (Array.isArray(value)) {
    return value.map(cleanValue);
  }
  return value;
}

class NulTransformer extends OperationNodeTransformer {
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
 * Applies {@link withoutNul} to every parameter of every query (inserts, updates, raw `sql`
 * templates), so no repository can forget it (ADR 0056).
 */
export class NulSafePlugin implements KyselyPlugin {
  private readonly transformer = new NulTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
