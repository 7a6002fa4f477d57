import { useEffect, useState } from 'react';
import { ezmesureApi, type EzmesureInstance } from './ezmesure.api.js';

/**
 * The ezMESURE targets the server lists, or null until the list arrives (or if it cannot be
 * read). An instance without one (the upload route answers 503) offers no "Load into ezMESURE"
 * action rather than a dialog that can only say so; the dialog, once opened, reuses this list.
 */
export function useEzmesureInstances(): EzmesureInstance[] | null {
  const [instances, setInstances] = useState<EzmesureInstance[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    ezmesureApi.fetchInstances().then(
      (list) => {
        if (isCurrent) {
          setInstances(list);
        }
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return instances;
}
