/** Quotes a value for a POSIX shell double-quoted string. */
function quote(value: string): string {
  return `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}

export interface CurlCommandInput {
  /** `window.location.origin`. */
  origin: string;
  /** The signed-in user, for HTTP Basic (curl asks for the password). */
  username: string | null;
  /** Id of the selected saved setting when it was not modified: sent as a shortcut header. */
  unmodifiedSettingId: string | null;
  headers: Record<string, string>;
  files: readonly { name: string; type: string }[];
}

/** Sorts like the upload does: by file name, case-insensitively. */
export function sortFilesByName<T extends { name: string }>(files: readonly T[]): T[] {
  return [...files].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** A ready-to-paste command that processes the same files with the same settings. */
export function buildCurlCommand(input: CurlCommandInput): string {
  const parts = [`curl -v -X POST ${input.origin}/`];
  if (input.username) {
    parts.push(`-u ${quote(input.username)}`);
  }
  if (input.unmodifiedSettingId) {
    parts.push(`-H ${quote(`ezPAARSE-Predefined-Settings: ${input.unmodifiedSettingId}`)}`);
  } else {
    for (const [name, value] of Object.entries(input.headers)) {
      parts.push(`-H ${quote(`${name}: ${value}`)}`);
    }
  }
  for (const file of sortFilesByName(input.files)) {
    parts.push(`-F ${quote(`files[]=@${file.name};type=${file.type || 'text/plain'}`)}`);
  }
  return parts.join(' \\\n  ');
}
