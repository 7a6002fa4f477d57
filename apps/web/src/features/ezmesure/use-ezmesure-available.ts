import { useEffect, useState } from 'react';
import { ezmesureApi } from './ezmesure.api.js';

/**
 * True once the server lists at least one ezMESURE target. An instance without one (the upload
 * route answers 503) offers no "Load into ezMESURE" action rather than a dialog that can only say
 * so; until the list arrives, or if it cannot be read, the action is not offered either.
 */
export function useEzmesureAvailable(): boolean {
  const [isAvailable, setIsAvailable] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    ezmesureApi.fetchInstances().then(
      (instances) => {
        if (isCurrent) {
          setIsAvailable(instances.length > 0);
        }
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return isAvailable;
}
