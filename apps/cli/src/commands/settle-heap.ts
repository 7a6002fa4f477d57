/**
 * Runs one full garbage collection when node exposes it (the job's node does, see
 * young-generation.ts): called once the job's resources are loaded, before its first line, so
 * that V8 sizes the old generation from what the job keeps rather than from start-up's garbage.
 * Returns whether it ran.
 */
export function settleHeap(): boolean {
  const { gc } = globalThis as { gc?: () => void };
  if (typeof gc !== 'function') {
    return false;
  }
  gc();
  return true;
}
