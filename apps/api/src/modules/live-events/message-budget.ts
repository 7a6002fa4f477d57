/**
 * How many messages a socket may send: `perSecond` on average, `burst` at once (a token bucket).
 * The web app sends a ping now and then and one request to follow the jobs; a client sending
 * thousands a second kept the api's thread answering them, and its unread answers piled up in
 * memory.
 */
export function createMessageBudget(
  perSecond: number,
  burst: number,
  now: () => number = Date.now,
): () => boolean {
  let tokens = burst;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
    last = at;
    if (tokens < 1) {
      return false;
    }
    tokens -= 1;
    return true;
  };
}
