import { PlatformManifestListSchema } from '@sillage/shared-types';
import { useCallback, useEffect, useState } from 'react';
import { http } from '../../shared/http/http-client.js';

let pending: Promise<ReadonlyMap<string, string>> | undefined;

export const platformNamesApi = {
  /** `GET /api/info/platforms` as code → manifest name. */
  fetch: async (): Promise<ReadonlyMap<string, string>> => {
    const { data } = await http.get<unknown>('/api/info/platforms');
    return new Map(
      PlatformManifestListSchema.parse(data)
        .filter((platform) => platform.longname.trim() !== '')
        .map((platform) => [platform.name, platform.longname]),
    );
  },
};

/** Forgets the names read (tests; a page load starts afresh anyway). */
export function forgetPlatformNames(): void {
  pending = undefined;
}

/**
 * Platform codes (`npg`) to the names their manifests give (`Nature`), read once per page load
 * from `GET /api/info/platforms`; an empty map when it cannot be read (codes are shown then).
 */
export function loadPlatformNames(): Promise<ReadonlyMap<string, string>> {
  pending ??= platformNamesApi.fetch().catch(() => {
    // Asked again on the next page rather than kept broken for the whole session.
    pending = undefined;
    return new Map<string, string>();
  });
  return pending;
}

/** A function naming a platform code by its manifest (the code itself until names arrive). */
export function usePlatformNames(): (code: string) => string {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  useEffect(() => {
    let isCurrent = true;
    void loadPlatformNames().then((loaded) => {
      if (isCurrent) setNames(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return useCallback((code: string) => names.get(code) ?? code, [names]);
}
