/** A JSON object, or undefined for anything else. */
export function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A JSON array, or an empty one for anything else. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A string, number or boolean as a string; undefined for anything else. */
export function asText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    return value;
  }
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
}

/** Lower-cased DOI without a resolver prefix, or undefined when the value is not a DOI. */
export function normalizeDoi(value: string | undefined): string | undefined {
  const doi = value
    ?.trim()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:)/i, '')
    .toLowerCase();
  return doi && /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : undefined;
}

/** Drops empty values so a record only carries what the service said. */
export function compactRecord(record: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(record)) {
    if (value !== undefined && value !== '') {
      result[name] = value;
    }
  }
  return result;
}

/** Today's date (YYYY-MM-DD) in UTC, for `oa_request_date`. */
export function formatRequestDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The objects of a JSON array (other items dropped), or an empty list for anything else. */
export function asObjects(value: unknown): Record<string, unknown>[] {
  const objects: Record<string, unknown>[] = [];
  for (const item of asArray(value)) {
    const object = asObject(item);
    if (object) {
      objects.push(object);
    }
  }
  return objects;
}

/**
 * An answer check (for `ServiceClient.getJson`) asking for a JSON array at `path`
 * (`['message', 'items']` for Crossref's `message.items`).
 */
export function listAt(...path: string[]): (body: unknown) => string | undefined {
  return (body) => {
    let value: unknown = body;
    for (const name of path) {
      value = asObject(value)?.[name];
    }
    return Array.isArray(value) ? undefined : `no ${path.join('.')} list`;
  };
}
