import { useEffect, useState } from 'react';
import { ezmesureApi, isJwtShaped } from './ezmesure.api.js';

/** Pause after the last change of instance or token before asking ezMESURE (reference: 1 s). */
export const INDEX_LOOKUP_DELAY_MS = 1000;

/**
 * The indices the chosen ezMESURE instance offers for this token, read from the instance itself
 * once the token looks valid and has not changed for a second. `failed` is true when it refused.
 */
export function useIndexSuggestions(baseUrl: string | undefined, token: string) {
  const [state, setState] = useState<{ names: string[]; failed: boolean }>({
    names: [],
    failed: false,
  });
  const isReady = baseUrl !== undefined && isJwtShaped(token);

  useEffect(() => {
    if (!isReady) {
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      ezmesureApi.fetchIndices(baseUrl, token, controller.signal).then(
        (names) => setState({ names, failed: false }),
        () => {
          if (!controller.signal.aborted) {
            setState({ names: [], failed: true });
          }
        },
      );
    }, INDEX_LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [isReady, baseUrl, token]);

  return isReady ? state : { names: [], failed: false };
}
