import { importWithReload } from '../lazy/import-with-reload.js';
import { FALLBACK_LOCALES, mergeCatalogs, type Locale, type MessageCatalog } from './locale.js';

// One lazy chunk per language (fr.json / en.json), fetched only when needed.
const CATALOG_LOADERS: Record<Locale, () => Promise<MessageCatalog>> = {
  fr: () => importWithReload(() => import('./locales/fr.json')).then((module) => module.default),
  en: () => importWithReload(() => import('./locales/en.json')).then((module) => module.default),
};

/** Loads the catalogs of a locale and its fallbacks and merges them (locale first). */
export async function loadMessages(locale: Locale): Promise<MessageCatalog> {
  const needed = [...new Set([locale, ...FALLBACK_LOCALES])];
  const loaded = await Promise.all(
    needed.map(async (current) => [current, await CATALOG_LOADERS[current]()] as const),
  );
  return mergeCatalogs(locale, Object.fromEntries(loaded));
}
