import { lazy, type ComponentType } from 'react';
import { importWithReload } from '../shared/lazy/import-with-reload.js';

/** A route component loaded on demand from a module's named export (chunk failures reload). */
export function lazyPage<M>(load: () => Promise<M>, exportName: keyof M) {
  return lazy(async () => {
    const module = await importWithReload(load);
    return { default: module[exportName] as ComponentType };
  });
}
