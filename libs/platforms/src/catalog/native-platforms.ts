import type { PlatformDefinition } from '../rules/index.js';
import * as registry from './index.js';

/** Every native platform of the registry (`./index.ts`), in name order. */
export const NATIVE_PLATFORMS: readonly PlatformDefinition[] = Object.values(registry).sort(
  (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
);
