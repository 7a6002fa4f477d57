import type { LogFileEntry } from './process.slice.js';

// Files stay out of Redux (not serialisable); the store keeps their id, name, size and type.
const files = new Map<number, File>();
let lastId = 0;

/** Keeps the files and returns their store entries (ids count up from 1). */
export function registerFiles(added: Iterable<File>): LogFileEntry[] {
  return [...added].map((file) => {
    lastId += 1;
    files.set(lastId, file);
    return { id: lastId, name: file.name, size: file.size, type: file.type };
  });
}

/** The files of these entries, in the entries' order (missing ones skipped). */
export function getFiles(entries: readonly LogFileEntry[]): File[] {
  return entries.flatMap((entry) => {
    const file = files.get(entry.id);
    return file ? [file] : [];
  });
}

export function forgetFile(id: number): void {
  files.delete(id);
}

export function forgetAllFiles(): void {
  files.clear();
}
