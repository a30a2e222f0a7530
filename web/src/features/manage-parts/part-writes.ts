// When this tab last wrote a part (added, edited or deleted one). The product list reads the
// API's search index, which takes up to a second to see a write: the list asks again for a
// short while after one, so an added part appears and a deleted one's count goes without a
// reload.

let writtenAt = 0;
const listeners = new Set<() => void>();

export function notePartWritten(): void {
  writtenAt = Date.now();
  for (const listener of listeners) listener();
}

/** Milliseconds since this tab last wrote a part (Infinity when it has not). */
export const sincePartWritten = (): number =>
  writtenAt ? Date.now() - writtenAt : Number.POSITIVE_INFINITY;

export function onPartWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
