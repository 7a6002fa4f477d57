import type { Condition, Fields, Rule } from '../rule.types.js';
import { lookup } from '../helpers.js';

/** Variants among OpenEdition (Lodel) portals: journals, books. */
export interface OpenEditionOptions {
  /** rtype of a document page (ARTICLE for journals, BOOK_SECTION for books). */
  rtype: string;
  /** DOI infix before the site code: `books.` for OpenEdition Books, none for journals. */
  doiInfix?: string;
}

// Lodel answers a login or paywall page of a few kB instead of the document: responses smaller
// than this are not consultations. An event without a size is kept.
const MIN_DOCUMENT_SIZE_BYTES = 10_000;
const isDocumentSized: Condition = (ctx) => {
  const size = Number(ctx.input.size);
  return !(Number.isFinite(size) && size < MIN_DOCUMENT_SIZE_BYTES);
};

const FORMAT_MIME = { pdf: 'PDF', epub: 'EPUB' };

function documentFields(options: OpenEditionOptions): Fields {
  return {
    rtype: options.rtype,
    mime: lookup('{format}', FORMAT_MIME, 'HTML'),
    title_id: '{site}',
    lodelid: '{id}',
    doi: `10.4000/${options.doiInfix ?? ''}{site}.{id}`,
    unitid: '{site}/{id}',
  };
}

/**
 * The OpenEdition (Lodel) grammar: `<site>.revues.org/[pdf/]<id>` (legacy) and
 * `<portal>/<site>/[pdf|epub/]<id>`, giving the Lodel id, `10.4000/` DOI and site code; small
 * responses and export formats (`?format=…`) are rejected.
 */
export function openEditionRules(options: OpenEditionOptions): Rule[] {
  const fields = documentFields(options);
  return [
    { query: { format: true }, fields: {} },
    { when: (ctx) => !isDocumentSized(ctx), fields: {} },
    {
      host: /^(?<site>[a-z0-9-]+)\.revues\.org$/i,
      path: /^\/(?:(?<format>pdf|epub)\/)?(?<id>[0-9]+)\/?$/i,
      fields,
    },
    {
      path: /^\/(?<site>[a-z0-9-]+)\/(?:(?<format>pdf|epub)\/)?(?<id>[0-9]+)\/?$/i,
      fields,
    },
  ];
}
