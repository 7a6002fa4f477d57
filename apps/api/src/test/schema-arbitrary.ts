import fc from 'fast-check';

/** The part of JSON Schema the api's route schemas use (OpenAPI 3.0, from zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Longest string generated where a schema sets no bound: enough for hostile content. */
const DEFAULT_MAX_LENGTH = 40;

/**
 * One character a client may send: any code point, and often the ones storage and logs trip on
 * (NUL, half a surrogate pair, a quote, a line break, a backslash).
 */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\0', '\uD800', '\uDC00', '"', '\n', '\\', ';', '<', '%'),
);

/** Property names that hold an e-mail address, where the schema only says "string". */
const EMAIL_NAME = /mail|userid|username/i;

/** Addresses: valid ones (which reach the handler's work) and hostile local parts. */
const hostileEmail = fc.oneof(
  fc.emailAddress(),
  fc
    .string({ unit: hostileUnit, minLength: 1, maxLength: 20 })
    .map((local) => `${local}@example.org`),
);

/**
 * A string within the schema's lengths (its pattern, when it has one, is kept to); for a property
 * named like an address, often an address with a hostile local part, so that it passes the
 * handler's own check and goes further.
 */
function stringOf(schema: JsonSchema, name: string | undefined): fc.Arbitrary<string> {
  if (schema.pattern !== undefined) {
    const pattern = fc.stringMatching(new RegExp(schema.pattern));
    return schema.maxLength === undefined
      ? pattern
      : pattern.filter((text) => text.length <= (schema.maxLength ?? 0));
  }
  if (schema.format === 'email') {
    return hostileEmail;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? Infinity, DEFAULT_MAX_LENGTH));
  const text = fc.string({ unit: hostileUnit, minLength, maxLength });
  return name !== undefined && EMAIL_NAME.test(name) ? fc.oneof(hostileEmail, text) : text;
}

function typedOf(
  type: string,
  schema: JsonSchema,
  name: string | undefined,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property, key)]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(
        schema.items === undefined ? fc.jsonValue() : arbitraryOf(schema.items, name),
        {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        },
      );
    case 'string':
      return stringOf(schema, name);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e12,
        max: schema.maximum ?? 1e12,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values that satisfy `schema`, with hostile text wherever it allows a string: the route's
 * validation lets them through, so they reach the handler, the services and the database.
 */
export function arbitraryOf(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  let value: fc.Arbitrary<unknown>;
  if (alternatives !== undefined) {
    value = fc.oneof(...alternatives.map((alternative) => arbitraryOf(alternative, name)));
  } else if (schema.allOf?.length === 1 && schema.allOf[0] !== undefined) {
    value = arbitraryOf(schema.allOf[0], name);
  } else if (schema.const !== undefined) {
    value = fc.constant(schema.const);
  } else if (schema.enum !== undefined) {
    value = fc.constantFrom(...schema.enum);
  } else if (Array.isArray(schema.type)) {
    value = fc.oneof(...schema.type.map((type) => typedOf(type, schema, name)));
  } else {
    value = typedOf(schema.type ?? 'any', schema, name);
  }
  return schema.nullable === true ? fc.option(value, { nil: null }) : value;
}
