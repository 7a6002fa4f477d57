import type { MailLocale } from '@sillage/shared-types';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element and attribute content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * Escapes `text`, turning each occurrence of one of `links` into an anchor. Only http(s) links
 * qualify: a link is the mail's own (reset, report, instance), never one a sender typed.
 */
function escapeWithLinks(text: string, links: readonly string[]): string {
  const anchored = links.filter((link) => /^https?:\/\//i.test(link));
  let html = '';
  let rest = text;
  for (;;) {
    const found = anchored
      .map((link) => ({ link, at: rest.indexOf(link) }))
      .filter(({ at }) => at >= 0)
      // The first occurrence, the longest link when two start there.
      .sort((a, b) => a.at - b.at || b.link.length - a.link.length)[0];
    if (found === undefined) {
      return html + escapeHtml(rest);
    }
    const link = escapeHtml(found.link);
    html += `${escapeHtml(rest.slice(0, found.at))}<a href="${link}">${link}</a>`;
    rest = rest.slice(found.at + found.link.length);
  }
}

/**
 * Text as HTML paragraphs (blank lines separate paragraphs, newlines become `<br>`), with each
 * of `links` as an anchor.
 */
export function toHtmlParagraphs(text: string, links: readonly string[] = []): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeWithLinks(paragraph, links).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

/** Wraps mail body HTML in a minimal document, in `lang` when the mail has one language. */
export function wrapHtml(title: string, body: string, lang?: MailLocale): string {
  const html = lang === undefined ? '<html>' : `<html lang="${lang}">`;
  return `<!doctype html>${html}<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family: Roboto, Arial, sans-serif">\n${body}\n</body></html>`;
}

/** Subject, plain text and HTML of one mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Renders plain text to a mail whose HTML part says the same thing, with `links` (the URLs the
 * mail gives, not any a user typed) as anchors.
 */
export function renderFromText(
  subject: string,
  text: string,
  links: readonly (string | undefined)[] = [],
  lang?: MailLocale,
): RenderedMail {
  const given = links.filter((link): link is string => link !== undefined && link !== '');
  return { subject, text, html: wrapHtml(subject, toHtmlParagraphs(text, given), lang) };
}
